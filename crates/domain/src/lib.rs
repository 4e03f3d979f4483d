//! Pure product rules: no IO, no async. Everything here is testable without a database.

pub mod access;
pub mod agreement;
pub mod availability;
pub mod basket;
pub mod blog;
pub mod booking;
pub mod company;
pub mod geo;
pub mod hours;
pub mod limits;
pub mod locale;
pub mod money;
pub mod paging;
pub mod person;
pub mod phone;
pub mod plan;
pub mod plan_grant;
pub mod portfolio;
pub mod problems;
pub mod review;
pub mod salon_admin;
pub mod salon_settings;
pub mod schedule;
pub mod subscription;
pub mod svg_icon;
pub mod team;
pub mod text;
pub mod time;

pub use locale::Locale;
pub use money::Money;
pub use phone::Phone;
pub use problems::{Problem, Problems};
