//! SeaORM entities, one file per table of the migration set.

pub mod files;
pub mod accounts;
pub mod account_roles;
pub mod sessions;
pub mod provinces;
pub mod districts;
pub mod neighbourhoods;
pub mod departments;
pub mod categories;
pub mod services;
pub mod salons;
pub mod salon_working_hours;
pub mod salon_days_off;
pub mod salon_amenities;
pub mod salon_main_categories;
pub mod salon_photos;
pub mod masters;
pub mod master_schedule_days;
pub mod master_breaks;
pub mod salon_services;
pub mod salon_service_options;
pub mod master_services;
pub mod appointments;
pub mod appointment_items;
pub mod reviews;
pub mod agreements;
