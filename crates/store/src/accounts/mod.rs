//! Accounts, roles, sessions, login codes, agreements acceptance, deletions, phone changes.

mod agreements;
mod audit;
mod codes;
mod deletions;
mod outbox;
mod phone_changes;
mod profile;
mod roles;
mod sessions;

pub use agreements::*;
pub use audit::*;
pub use codes::*;
pub use deletions::*;
pub use outbox::*;
pub use phone_changes::*;
pub use profile::*;
pub use roles::*;
pub use sessions::*;
