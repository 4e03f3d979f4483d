//! Accounts, roles, sessions, login codes, failed password logins, agreements acceptance, deletions, phone changes.

mod agreements;
mod codes;
mod deletions;
mod login_attempts;
mod outbox;
mod phone_changes;
mod profile;
mod roles;
mod sessions;

pub use agreements::*;
pub use codes::*;
pub use deletions::*;
pub use login_attempts::*;
pub use outbox::*;
pub use phone_changes::*;
pub use profile::*;
pub use roles::*;
pub use sessions::*;
