//! The platform's numbers for its admin (issue #19 item 6): recorded page views
//! ([`page_views`]), the figures of the analytics screen ([`figures`]: salons, clients,
//! subscriptions, bookings by day and status, masters' revenue and salaries, rating, conversion;
//! the appointments' figures from the day rows of [`days`])
//! and the clients and orders tables of the reports screen ([`reports`]; the sales table is
//! `admin_sales`). Every query reads all salons; the API lets only platform admins call them.

pub mod days;
pub mod figures;
pub mod page_views;
pub mod reports;

pub use figures::*;
pub use page_views::*;
pub use reports::*;
