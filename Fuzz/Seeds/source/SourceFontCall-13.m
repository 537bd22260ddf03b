label.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont fontWithName:@"A" size:17]];
UIFont *base = [UIFont fontWithName:@"B" size:17];
title.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleTitle1] scaledFontForFont:base];
caption.font = [UIFont fontWithName:@"C"
                               size:12];
