UIFont *a = [UIFont fontWithName:@"A" size:1];
self.label.font = [metrics scaledFontForFont:a];
- (void)f { UIFont *b = [UIFont fontWithName:@"B" size:1]; { [m scaledFontForFont:c]; } }
