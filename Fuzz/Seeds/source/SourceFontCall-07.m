CTFontRef a = CTFontCreateWithName(CFSTR("Harbor-Regular"), 17, NULL);
CTFontRef b = CTFontCreateWithName((__bridge CFStringRef)@"Harbor-Bold", 17, NULL);
