//! Web Push subscriptions of the user's browsers (issue #21 item 2): the server's VAPID key to
//! subscribe with, and subscribing or forgetting this browser. The pushes themselves are sent by
//! the jobs worker (`crate::push`).

mod key;
mod subscribe;
mod unsubscribe;

pub use key::*;
pub use subscribe::*;
pub use unsubscribe::*;
