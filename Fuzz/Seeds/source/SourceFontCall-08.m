#import "Harbor.h"
// [UIFont fontWithName:@"Commented" size:17];
UIFont *a = [UIFont fontWithName:@"Harbor-Regular" size:17];
NSFont *b = [NSFont fontWithName:@"Harbor-Bold"
                            size:12];
UIFont *c = [UIFont fontWithName:kBrandFont size:17];
UIFontDescriptor *d = [UIFontDescriptor fontDescriptorWithName:@"Harbor-Light" size:0];
char quote = '"'; UIFont *e = [UIFont fontWithName:@"Harbor\"Q" size:9];
NSString *f = @"[UIFont fontWithName:@\"InAString\" size:1]";
