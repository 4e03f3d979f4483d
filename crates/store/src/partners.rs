//! A business joining from the demo request (spec §3): the salon-admin account, the salon in
//! state "new" with its legal details, the privacy consent and the platform admins' notices,
//! all in one transaction; and the checklist of what a salon still lacks before going live.

use chrono::{DateTime, Utc};
use domain::access::Role;
use domain::company::DemoRequest;
use domain::salon_admin::SalonStatus;
use domain::text::fold;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};

use crate::Error;
use crate::accounts::{self, grant, roles, set_active_role};
use crate::entities::{
    account_roles, accounts as accounts_entity, districts, masters, provinces, salon_services, salon_working_hours, salons,
};
use crate::notifications::{Consent, notify, record_consent};

/// What the demo request created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartnerCreated {
    pub account_id: i64,
    pub salon_id: i64,
    /// The platform admins notified, with their notice's id (for the realtime signal after commit).
    pub notices: Vec<(i64, i64)>,
}

/// The outcome of a demo request's write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PartnerOutcome {
    Created(PartnerCreated),
    /// The phone already belongs to a salon admin (spec §8 "Phone already exists for a salon admin").
    PhoneIsSalonAdmin,
    /// The region is not a Turkish province of the catalogue.
    UnknownProvince,
}

/// Whether the phone belongs to an account that administers a salon.
pub async fn is_salon_admin_phone(db: &impl ConnectionTrait, phone: &str) -> Result<bool, Error> {
    let Some(account) = accounts::by_phone(db, phone).await? else { return Ok(false) };
    Ok(roles(db, account.id).await?.iter().any(|g| g.role == Role::SalonAdmin))
}

/// Whether the region is a province of the catalogue (with a district, which a salon needs).
pub async fn province_exists(db: &impl ConnectionTrait, province_id: i64) -> Result<bool, Error> {
    Ok(districts::Entity::find().filter(districts::Column::ProvinceId.eq(province_id)).count(db).await? > 0)
}

/// Creates (or, for a client's phone, extends) the account, the salon in state "new", the
/// consent and a notice for every platform admin. `password_hash` is set when given.
pub async fn create(
    db: &crate::Db,
    request: &DemoRequest,
    password_hash: Option<&str>,
    locale: &str,
    consent_version: &str,
    now: DateTime<Utc>,
) -> Result<PartnerOutcome, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    if is_salon_admin_phone(&txn, request.phone.as_str()).await? {
        return Ok(PartnerOutcome::PhoneIsSalonAdmin);
    }
    if provinces::Entity::find_by_id(request.province_id).one(&txn).await?.is_none() {
        return Ok(PartnerOutcome::UnknownProvince);
    }
    // The form asks for the province only; the salon's district is the province's first until the
    // owner sets the address in the salon profile (the salon is not public before an admin looks).
    let Some(district) = districts::Entity::find()
        .filter(districts::Column::ProvinceId.eq(request.province_id))
        .order_by_asc(districts::Column::Id)
        .one(&txn)
        .await?
    else {
        return Ok(PartnerOutcome::UnknownProvince);
    };

    let account = match accounts::by_phone(&txn, request.phone.as_str()).await? {
        Some(account) => account,
        None => accounts::create_client(&txn, request.phone.as_str(), locale).await?,
    };
    let mut row: accounts_entity::ActiveModel = account.clone().into();
    if account.full_name.trim().is_empty() {
        row.full_name = Set(request.representative_name.clone());
    }
    if account.email.is_none() {
        row.email = Set(Some(request.email.as_str().to_owned()));
    }
    if let Some(hash) = password_hash {
        row.password_hash = Set(Some(hash.to_owned()));
    }
    let account = row.update(&txn).await?;

    let salon = salons::ActiveModel {
        slug: Set(unique_slug(&txn, &request.slug_base()).await?),
        name: Set(request.company_name.clone()),
        phone: Set(request.phone.as_str().to_owned()),
        email: Set(Some(request.email.as_str().to_owned())),
        address: Set(request.address.clone()),
        province_id: Set(request.province_id),
        district_id: Set(district.id),
        social: Set("{}".into()),
        time_slicing: Set(30),
        auto_confirm: Set(false),
        is_star: Set(false),
        plan: Set(domain::plan::Plan::Free.as_str().into()),
        status: Set(SalonStatus::New.as_str().into()),
        reviews_count: Set(0),
        search_key: Set(fold(&request.company_name)),
        owner_account_id: Set(Some(account.id)),
        created_at: Set(now),
        company_type: Set(Some(request.company_type.as_str().into())),
        legal_name: Set(Some(request.company_name.clone())),
        tax_number: Set(Some(request.tax_number.clone())),
        tax_office: Set(request.tax_office.clone()),
        billing_address: Set(Some(request.billing_address())),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    // Its `all` price row, so the price sort lists it (last) before it offers anything.
    crate::listing::prices::refresh(&txn, &[salon.id]).await?;
    grant(&txn, account.id, Role::SalonAdmin, Some(salon.id)).await?;
    set_active_role(&txn, account.id, Role::SalonAdmin).await?;
    record_consent(
        &txn,
        Consent {
            account_id: Some(account.id),
            phone: request.phone.as_str(),
            kind: "privacy",
            text_version: consent_version,
            granted: true,
            appointment_id: None,
        },
        now,
    )
    .await?;

    let admins: Vec<i64> = account_roles::Entity::find()
        .filter(account_roles::Column::Role.eq(Role::Admin.as_str()))
        .order_by_asc(account_roles::Column::AccountId)
        .all(&txn)
        .await?
        .into_iter()
        .map(|r| r.account_id)
        .collect();
    let params = serde_json::json!({ "salon": salon.name, "phone": request.phone.as_str(), "salon_id": salon.id });
    let mut notices = Vec::new();
    for admin in &admins {
        notices.push((*admin, notify(&txn, *admin, "partner_request", None, &params, now).await?));
    }
    txn.commit().await?;
    Ok(PartnerOutcome::Created(PartnerCreated { account_id: account.id, salon_id: salon.id, notices }))
}

/// `base`, or `base-2`, `base-3`, … whichever no salon has yet.
async fn unique_slug(db: &impl ConnectionTrait, base: &str) -> Result<String, Error> {
    let mut candidate = base.to_owned();
    let mut n = 2;
    while salons::Entity::find().filter(salons::Column::Slug.eq(candidate.as_str())).count(db).await? > 0 {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    Ok(candidate)
}

/// What a salon has of the four things it needs before going live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checklist {
    /// An "about" text in any language and an address.
    pub profile: bool,
    pub hours: bool,
    pub services: bool,
    /// At least one master who is not archived.
    pub masters: bool,
}

pub async fn checklist(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<Checklist>, Error> {
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(db).await? else { return Ok(None) };
    let has_text = |t: &Option<String>| t.as_deref().is_some_and(|t| !t.trim().is_empty());
    let profile = !salon.address.trim().is_empty() && (has_text(&salon.about_tr) || has_text(&salon.about_en) || has_text(&salon.about_ru));
    let hours = salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(salon_id)).count(db).await? > 0;
    let services = salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::Active.eq(true))
        .count(db)
        .await?
        > 0;
    let masters = masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(db)
        .await?
        > 0;
    Ok(Some(Checklist { profile, hours, services, masters }))
}
