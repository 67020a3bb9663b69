#import <Foundation/Foundation.h>

extern NSString * const LedgerSessionExpiredNotification;
extern NSNotificationName const LedgerAccountStatusUpdatedNotification;

@interface LedgerAppObserver : NSObject
- (void)start;
- (void)uploadDone;
@end
