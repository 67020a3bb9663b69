#import <Foundation/Foundation.h>

extern NSString * const LedgerSessionExpiredNotification;
extern NSNotificationName const LedgerAccountStatusUpdatedNotification;

@interface LedgerAppObserver : NSObject
- (void)start;
- (void)uploadDone;
@end

// The bridging header's dependency, whose notifications keep its capitals as their prefix.
#import <QuillSync/QuillSync.h>
