#import "LedgerObjectiveCSide.h"

NSString * const LedgerSessionExpiredNotification = @"com.example.ledger.session.expired";
NSNotificationName const LedgerAccountStatusUpdatedNotification = @"LedgerAccountStatusUpdatedNotification";

@implementation LedgerAppObserver

- (void)start {
    // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(done:) name:@"LedgerExportDone" object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(expired:)
                                                 name:LedgerSessionExpiredNotification
                                               object:nil];
}

- (void)expired:(NSNotification *)notification {}

- (void)uploadDone {
    [[NSNotificationCenter defaultCenter] postNotificationName:@"LedgerUploadFinished" object:nil];
}

@end
