//! The `randevu` server: configuration, startup, the embedded web app and demo data.

pub mod adapters;
pub mod app;
pub mod config;
pub mod metrics;
pub mod page_cache;
pub mod page_data;
pub mod payments;
pub mod push;
pub mod realtime_redis;
pub mod seed;
pub mod sitemap;
pub mod ssr;
pub mod web;
pub mod workers;
