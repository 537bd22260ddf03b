- (void)viewDidLoad {
    self.label.font = [UIFont fontWithName:@"harborsans-bold" size:17];
}
