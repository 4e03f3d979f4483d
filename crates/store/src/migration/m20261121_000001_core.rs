//! The core of spec §3: accounts and roles, sessions, geography, the catalogue, salons, masters,
//! salon services, appointments, reviews, agreements and files.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000001_core"
    }
}

use ForeignKeyAction::{Cascade, Restrict, SetNull};

fn tables() -> Vec<TableCreateStatement> {
    vec![
        Table::create()
            .table("files")
            .col(big_pk_auto("id"))
            .col(string("folder"))
            .col(string("name"))
            .col(string_uniq("storage_key"))
            .col(string("mime"))
            .col(big_integer("size"))
            .col(integer_null("width"))
            .col(integer_null("height"))
            .col(big_integer_null("uploaded_by"))
            .col(timestamp_with_time_zone("created_at"))
            .to_owned(),
        Table::create()
            .table("accounts")
            .col(big_pk_auto("id"))
            .col(string("full_name"))
            .col(string_null("phone").unique_key())
            .col(string_null("email"))
            .col(string_null("password_hash"))
            .col(string_null("gender"))
            .col(date_null("birthday"))
            .col(big_integer_null("photo_file_id"))
            .col(string("active_role"))
            .col(string_len("locale", 2).default("tr"))
            .col(timestamp_with_time_zone_null("last_visit_at"))
            .col(timestamp_with_time_zone_null("deletion_requested_at"))
            .col(timestamp_with_time_zone_null("deleted_at"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("accounts", "photo_file_id", "files", SetNull))
            .to_owned(),
        Table::create()
            .table("provinces")
            .col(big_integer("id").primary_key())
            .col(string("name"))
            .col(string_uniq("slug"))
            .col(string("search_key"))
            .col(double("lat"))
            .col(double("lng"))
            .to_owned(),
        Table::create()
            .table("districts")
            .col(big_integer("id").primary_key())
            .col(big_integer("province_id"))
            .col(string("name"))
            .col(string("slug"))
            .col(string("search_key"))
            .foreign_key(&mut fk("districts", "province_id", "provinces", Cascade))
            .to_owned(),
        Table::create()
            .table("neighbourhoods")
            .col(big_integer("id").primary_key())
            .col(big_integer("district_id"))
            .col(string("name"))
            .col(string_null("postal_code"))
            .col(string("search_key"))
            .foreign_key(&mut fk("neighbourhoods", "district_id", "districts", Cascade))
            .to_owned(),
        Table::create()
            .table("departments")
            .col(big_pk_auto("id"))
            .col(string_uniq("slug"))
            .col(string("name_tr"))
            .col(string("name_en"))
            .col(string("name_ru"))
            .col(text("icon_svg"))
            .col(integer("sort_order"))
            .col(boolean("show_in_menu"))
            .to_owned(),
        Table::create()
            .table("categories")
            .col(big_pk_auto("id"))
            .col(big_integer("department_id"))
            .col(string_uniq("slug"))
            .col(string("name_tr"))
            .col(string("name_en"))
            .col(string("name_ru"))
            .col(integer("sort_order"))
            .foreign_key(&mut fk("categories", "department_id", "departments", Restrict))
            .to_owned(),
        Table::create()
            .table("salons")
            .col(big_pk_auto("id"))
            .col(string_uniq("slug"))
            .col(string("name"))
            .col(string("phone"))
            .col(string_null("email"))
            .col(string("address"))
            .col(big_integer("province_id"))
            .col(big_integer("district_id"))
            .col(big_integer_null("neighbourhood_id"))
            .col(double_null("lat"))
            .col(double_null("lng"))
            .col(text_null("transport"))
            .col(text_null("about_tr"))
            .col(text_null("about_en"))
            .col(text_null("about_ru"))
            .col(text("social").default("{}"))
            .col(string_null("custom_link"))
            .col(small_integer("time_slicing").default(15))
            .col(boolean("auto_confirm").default(false))
            .col(boolean("is_star").default(false))
            .col(string("plan").default("free"))
            .col(string("status").default("active"))
            .col(string_null("deactivation_type"))
            .col(text_null("deactivation_reason"))
            .col(timestamp_with_time_zone_null("deactivated_at"))
            .col(double_null("rating_avg"))
            .col(integer("reviews_count").default(0))
            .col(string("search_key"))
            .col(big_integer_null("owner_account_id"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("salons", "province_id", "provinces", Restrict))
            .foreign_key(&mut fk("salons", "district_id", "districts", Restrict))
            .foreign_key(&mut fk("salons", "neighbourhood_id", "neighbourhoods", SetNull))
            .foreign_key(&mut fk("salons", "owner_account_id", "accounts", SetNull))
            .to_owned(),
        Table::create()
            .table("account_roles")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(string("role"))
            .col(big_integer_null("salon_id"))
            .foreign_key(&mut fk("account_roles", "account_id", "accounts", Cascade))
            .foreign_key(&mut fk("account_roles", "salon_id", "salons", Cascade))
            .to_owned(),
        Table::create()
            .table("sessions")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(string_uniq("token_hash"))
            .col(big_integer_null("impersonator_id"))
            .col(big_integer_null("impersonated_salon_id"))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone("expires_at"))
            .col(timestamp_with_time_zone("last_seen_at"))
            .foreign_key(&mut fk("sessions", "account_id", "accounts", Cascade))
            .foreign_key(&mut fk("sessions", "impersonator_id", "accounts", Cascade))
            .to_owned(),
        Table::create()
            .table("services")
            .col(big_pk_auto("id"))
            .col(big_integer("category_id"))
            .col(string_uniq("slug"))
            .col(string("name_tr"))
            .col(string("name_en"))
            .col(string("name_ru"))
            .col(text_null("description_tr"))
            .col(text_null("description_en"))
            .col(text_null("description_ru"))
            .col(integer("default_duration_min"))
            .col(string("moderation_state").default("approved"))
            .col(big_integer_null("requested_by_salon_id"))
            .col(string("search_key"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("services", "category_id", "categories", Restrict))
            .foreign_key(&mut fk("services", "requested_by_salon_id", "salons", SetNull))
            .to_owned(),
        Table::create()
            .table("salon_working_hours")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(small_integer("weekday"))
            .col(small_integer("open_min"))
            .col(small_integer("close_min"))
            .foreign_key(&mut fk("salon_working_hours", "salon_id", "salons", Cascade))
            .to_owned(),
        Table::create()
            .table("salon_days_off")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(date("day"))
            .col(string("kind").default("day_off"))
            .col(string_null("note"))
            .foreign_key(&mut fk("salon_days_off", "salon_id", "salons", Cascade))
            .to_owned(),
        Table::create()
            .table("salon_amenities")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(string("amenity"))
            .foreign_key(&mut fk("salon_amenities", "salon_id", "salons", Cascade))
            .to_owned(),
        Table::create()
            .table("salon_main_categories")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer("category_id"))
            .foreign_key(&mut fk("salon_main_categories", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("salon_main_categories", "category_id", "categories", Cascade))
            .to_owned(),
        Table::create()
            .table("salon_photos")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer("file_id"))
            .col(integer("sort_order"))
            .foreign_key(&mut fk("salon_photos", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("salon_photos", "file_id", "files", Cascade))
            .to_owned(),
        Table::create()
            .table("masters")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer_null("account_id"))
            .col(string("full_name"))
            .col(string_null("email"))
            .col(string_null("phone"))
            .col(date_null("birthday"))
            .col(string_null("position"))
            .col(big_integer_null("photo_file_id"))
            .col(text_null("description"))
            .col(string("salary_type").default("fixed"))
            .col(big_integer_null("hourly_rate"))
            .col(string("working_type").default("full_time"))
            .col(boolean("contract_active").default(true))
            .col(integer("sort_order").default(0))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone_null("deleted_at"))
            .foreign_key(&mut fk("masters", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("masters", "account_id", "accounts", SetNull))
            .foreign_key(&mut fk("masters", "photo_file_id", "files", SetNull))
            .to_owned(),
        Table::create()
            .table("master_schedule_days")
            .col(big_pk_auto("id"))
            .col(big_integer("master_id"))
            .col(small_integer_null("weekday"))
            .col(date_null("day"))
            .col(string("day_type").default("work"))
            .col(small_integer_null("start_min"))
            .col(small_integer_null("end_min"))
            .foreign_key(&mut fk("master_schedule_days", "master_id", "masters", Cascade))
            .to_owned(),
        Table::create()
            .table("master_breaks")
            .col(big_pk_auto("id"))
            .col(big_integer("master_id"))
            .col(small_integer_null("weekday"))
            .col(date_null("day"))
            .col(small_integer("start_min"))
            .col(small_integer("end_min"))
            .foreign_key(&mut fk("master_breaks", "master_id", "masters", Cascade))
            .to_owned(),
        Table::create()
            .table("salon_services")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer("service_id"))
            .col(big_integer("price"))
            .col(small_integer("discount_percent").default(0))
            .col(integer("duration_min"))
            .col(boolean("is_multiple").default(false))
            .col(text_null("description"))
            .col(boolean("active").default(true))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("salon_services", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("salon_services", "service_id", "services", Restrict))
            .to_owned(),
        Table::create()
            .table("salon_service_options")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_service_id"))
            .col(string("kind"))
            .col(string("name_tr"))
            .col(string("name_en"))
            .col(string("name_ru"))
            .col(big_integer("price"))
            .col(integer("duration_min"))
            .col(integer("sort_order"))
            .foreign_key(&mut fk("salon_service_options", "salon_service_id", "salon_services", Cascade))
            .to_owned(),
        Table::create()
            .table("master_services")
            .col(big_pk_auto("id"))
            .col(big_integer("master_id"))
            .col(big_integer("salon_service_id"))
            .foreign_key(&mut fk("master_services", "master_id", "masters", Cascade))
            .foreign_key(&mut fk("master_services", "salon_service_id", "salon_services", Cascade))
            .to_owned(),
        Table::create()
            .table("appointments")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer("master_id"))
            .col(big_integer_null("client_account_id"))
            .col(string("client_name"))
            .col(string("client_phone"))
            .col(string_null("client_email"))
            .col(date_null("client_birthday"))
            .col(text_null("comment"))
            .col(string("status"))
            .col(date("provision_date"))
            .col(small_integer("start_min"))
            .col(integer("duration_min"))
            .col(timestamp_with_time_zone("starts_at"))
            .col(timestamp_with_time_zone("ends_at"))
            .col(big_integer("total_price"))
            .col(string_null("payment_method"))
            .col(string("source").default("online"))
            .col(big_integer_null("created_by"))
            .col(big_integer_null("impersonator_id"))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone("updated_at"))
            .col(timestamp_with_time_zone_null("confirmed_at"))
            .col(timestamp_with_time_zone_null("cancelled_at"))
            .foreign_key(&mut fk("appointments", "salon_id", "salons", Restrict))
            .foreign_key(&mut fk("appointments", "master_id", "masters", Restrict))
            .foreign_key(&mut fk("appointments", "client_account_id", "accounts", SetNull))
            .to_owned(),
        Table::create()
            .table("appointment_items")
            .col(big_pk_auto("id"))
            .col(big_integer("appointment_id"))
            .col(big_integer("salon_service_id"))
            .col(big_integer_null("option_id"))
            .col(integer("quantity").default(1))
            .col(big_integer("price"))
            .col(integer("duration_min"))
            .foreign_key(&mut fk("appointment_items", "appointment_id", "appointments", Cascade))
            .foreign_key(&mut fk("appointment_items", "salon_service_id", "salon_services", Restrict))
            .foreign_key(&mut fk("appointment_items", "option_id", "salon_service_options", SetNull))
            .to_owned(),
        Table::create()
            .table("reviews")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer_null("appointment_id").unique_key())
            .col(big_integer_null("account_id"))
            .col(big_integer_null("master_id"))
            .col(string("author_name"))
            .col(small_integer("service_quality"))
            .col(small_integer("atmosphere"))
            .col(small_integer("cleanliness"))
            .col(text_null("text"))
            .col(string_len("lang", 2))
            .col(string("status").default("placed"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("reviews", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("reviews", "appointment_id", "appointments", SetNull))
            .foreign_key(&mut fk("reviews", "account_id", "accounts", SetNull))
            .foreign_key(&mut fk("reviews", "master_id", "masters", SetNull))
            .to_owned(),
        Table::create()
            .table("agreements")
            .col(big_pk_auto("id"))
            .col(string_uniq("slug"))
            .col(string("name"))
            .col(string("kind"))
            .col(text("text_tr"))
            .col(text("text_en"))
            .col(text("text_ru"))
            .col(integer("version").default(1))
            .col(boolean("force_accept").default(false))
            .col(timestamp_with_time_zone("updated_at"))
            .to_owned(),
    ]
}

fn indexes() -> Vec<IndexCreateStatement> {
    vec![
        index("districts", "ux_districts_province_slug", &["province_id", "slug"], true),
        index("neighbourhoods", "ix_neighbourhoods_district", &["district_id"], false),
        index("categories", "ix_categories_department", &["department_id"], false),
        index("services", "ix_services_category", &["category_id"], false),
        index("account_roles", "ux_account_roles", &["account_id", "role", "salon_id"], true),
        index("sessions", "ix_sessions_account", &["account_id"], false),
        index("salons", "ix_salons_province_district", &["province_id", "district_id"], false),
        index("salons", "ix_salons_status_rating", &["status", "rating_avg"], false),
        index("salon_working_hours", "ux_salon_working_hours", &["salon_id", "weekday"], true),
        index("salon_days_off", "ux_salon_days_off", &["salon_id", "day"], true),
        index("salon_amenities", "ux_salon_amenities", &["salon_id", "amenity"], true),
        index("salon_main_categories", "ux_salon_main_categories", &["salon_id", "category_id"], true),
        index("salon_photos", "ix_salon_photos_salon", &["salon_id", "sort_order"], false),
        index("masters", "ix_masters_salon", &["salon_id"], false),
        index("master_schedule_days", "ix_master_schedule_days", &["master_id"], false),
        index("master_breaks", "ix_master_breaks", &["master_id"], false),
        index("salon_services", "ix_salon_services_salon", &["salon_id"], false),
        index("salon_services", "ix_salon_services_service", &["service_id"], false),
        index("salon_service_options", "ix_salon_service_options", &["salon_service_id"], false),
        index("master_services", "ux_master_services", &["master_id", "salon_service_id"], true),
        index("appointments", "ix_appointments_master_time", &["master_id", "starts_at"], false),
        index("appointments", "ix_appointments_salon_date", &["salon_id", "provision_date"], false),
        index("appointments", "ix_appointments_client", &["client_account_id", "starts_at"], false),
        index("appointment_items", "ix_appointment_items", &["appointment_id"], false),
        index("reviews", "ix_reviews_salon", &["salon_id", "created_at"], false),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in tables() {
            manager.create_table(table).await?;
        }
        for index in indexes() {
            manager.create_index(index).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in tables().into_iter().rev() {
            let name = table.get_table_name().cloned().expect("every table is named");
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        Ok(())
    }
}
