//! `Act`: one appointment as the client's cabinet and the checkout's success page show it.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::booking::{self, Status};
use serde::Serialize;
use store::catalogue::localized;
use store::model::{Appointment, Master, Salon, StoredFile};
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::images::{ImageRef, image_ref};
use crate::state::AppState;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActSalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub address: String,
    pub phone: String,
    pub photo: Option<ImageRef>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActMaster {
    pub id: i64,
    pub full_name: String,
    pub photo: Option<ImageRef>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActItem {
    pub salon_service_id: i64,
    pub name: String,
    /// The chosen subservice or add-on's id, when the line is one (what "book again" puts in the basket).
    pub option_id: Option<i64>,
    /// The chosen subservice or add-on, when the line is one.
    pub option_name: Option<String>,
    /// `service`, `subservice` or `addon`.
    pub kind: String,
    pub quantity: i32,
    /// kuruş for the whole line
    pub price: i64,
    pub duration: i32,
}

impl ActItem {
    /// A stored line in the reader's language.
    pub fn of(l: store::bookings::ItemLine, locale: Locale) -> Self {
        ActItem {
            salon_service_id: l.salon_service_id,
            option_id: l.option_id,
            name: localized(locale, &l.service_tr, &l.service_en, &l.service_ru).to_owned(),
            option_name: l
                .option_tr
                .as_ref()
                .map(|tr| localized(locale, tr, l.option_en.as_deref().unwrap_or(tr), l.option_ru.as_deref().unwrap_or(tr)).to_owned()),
            kind: l.option_kind.unwrap_or_else(|| "service".into()),
            quantity: l.quantity,
            price: l.price,
            duration: l.duration_min,
        }
    }
}

/// A time range the salon offers instead (spec §4): the client picks a start inside it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActOffer {
    /// yyyy-MM-dd
    pub date: String,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActReview {
    pub id: i64,
    pub status: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Act {
    pub id: i64,
    /// new (draft), moved (waiting), confirmed, cancelled, completed
    pub status: String,
    /// yyyy-MM-dd
    pub provision_date: String,
    /// HH:mm
    pub provision_time: String,
    /// HH:mm
    pub end_time: String,
    /// minutes
    pub duration: i32,
    /// kuruş
    pub total: i64,
    /// card or cash, recorded at completion
    pub payment_method: Option<String>,
    pub comment: Option<String>,
    pub full_name: String,
    pub phone: String,
    pub email: Option<String>,
    pub salon: ActSalon,
    pub master: ActMaster,
    pub items: Vec<ActItem>,
    pub offer: Option<ActOffer>,
    /// Who moved the time last (`client` or `salon`).
    pub moved_by: Option<String>,
    pub can_cancel: bool,
    pub can_reschedule: bool,
    /// The client may accept a salon-moved time.
    pub can_confirm: bool,
    pub can_review: bool,
    pub review: Option<ActReview>,
    pub created_at: DateTime<Utc>,
}

/// What an act shows besides its appointment row, however the caller found it.
struct Shown<'a> {
    salon: &'a Salon,
    cover: Option<&'a StoredFile>,
    master: Option<&'a Master>,
    portrait: Option<&'a StoredFile>,
    lines: Vec<store::bookings::ItemLine>,
    review: Option<ActReview>,
}

/// The acts of `rows` in their order, with names in `locale` and what the client may do now.
pub async fn build(state: &AppState, locale: Locale, rows: Vec<Appointment>, now: DateTime<Utc>) -> ApiResult<Vec<Act>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let salon_ids: Vec<i64> = rows.iter().map(|r| r.salon_id).collect();
    let master_ids: Vec<i64> = rows.iter().map(|r| r.master_id).collect();
    // Independent reads: concurrently on the pool's connections (an order answers sooner).
    let (mut items, reviews, salons, masters, covers) = tokio::try_join!(
        store::bookings::items_of(&state.db, &ids),
        store::notifications::reviews_of_appointments(&state.db, &ids),
        store::salons::by_ids(&state.db, &salon_ids),
        store::desk::master_names(&state.db, &master_ids),
        store::salon_page::cover_photos(&state.db, &salon_ids),
    )?;
    let reviews: HashMap<i64, ActReview> =
        reviews.into_iter().filter_map(|r| r.appointment_id.map(|a| (a, ActReview { id: r.id, status: r.status }))).collect();
    let portraits = store::salon_page::storage_keys(&state.db, masters.values().filter_map(|m| m.photo_file_id)).await?;

    let mut acts = Vec::with_capacity(rows.len());
    for row in rows {
        let Some(salon) = salons.get(&row.salon_id) else { continue };
        let master = masters.get(&row.master_id);
        let shown = Shown {
            salon,
            cover: covers.get(&salon.id),
            master,
            portrait: master.and_then(|m| m.photo_file_id).and_then(|id| portraits.get(&id)),
            lines: items.remove(&row.id).unwrap_or_default(),
            review: reviews.get(&row.id).cloned(),
        };
        acts.push(act(row, shown, locale, now));
    }
    Ok(acts)
}

/// The act of an appointment just booked at `salon` with one of its bookable masters: the salon,
/// the master and the cover come from the booking's request (the salon's kept team), so only
/// its items are read; a new visit has no review.
pub async fn booked(state: &AppState, locale: Locale, row: Appointment, salon: &Salon, now: DateTime<Utc>) -> ApiResult<Act> {
    let ids = [row.id];
    let (mut items, team) = tokio::try_join!(store::bookings::items_of(&state.db, &ids), state.catalogues.team(&state.db, salon))?;
    let bookable = team.master(row.master_id);
    let shown = Shown {
        salon,
        cover: team.cover.as_ref(),
        master: bookable.map(|m| &m.master),
        portrait: bookable.and_then(|m| m.portrait.as_ref()),
        lines: items.remove(&row.id).unwrap_or_default(),
        review: None,
    };
    Ok(act(row, shown, locale, now))
}

fn act(row: Appointment, shown: Shown<'_>, locale: Locale, now: DateTime<Utc>) -> Act {
    let local_now = super::local(now);
    let today = local_now.date();
    let Shown { salon, cover, master, portrait, lines, review } = shown;
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    let starts_local = domain::booking::at(row.provision_date, row.start_min as u16);
    let end_min = (row.start_min as i32 + row.duration_min).min(1440) as u16;
    let master_name = master.map(|m| m.full_name.clone()).unwrap_or_default();
    Act {
        id: row.id,
        status: row.status.clone(),
        provision_date: row.provision_date.format("%Y-%m-%d").to_string(),
        provision_time: super::hhmm(row.start_min as u16),
        end_time: super::hhmm(end_min),
        duration: row.duration_min,
        total: row.total_price,
        payment_method: row.payment_method.clone(),
        comment: row.comment.clone(),
        full_name: row.client_name.clone(),
        phone: row.client_phone.clone(),
        email: row.client_email.clone(),
        salon: ActSalon {
            id: salon.id,
            slug: salon.slug.clone(),
            name: salon.name.clone(),
            address: salon.address.clone(),
            phone: salon.phone.clone(),
            photo: cover.map(|f| image_ref(f, &salon.name)),
        },
        master: ActMaster { id: row.master_id, photo: portrait.map(|f| image_ref(f, &master_name)), full_name: master_name },
        items: lines.into_iter().map(|l| ActItem::of(l, locale)).collect(),
        offer: match (row.offer_date, row.offer_start_min, row.offer_end_min) {
            (Some(date), Some(start), Some(end)) if status.is_live() => {
                Some(ActOffer { date: date.format("%Y-%m-%d").to_string(), start: super::hhmm(start as u16), end: super::hhmm(end as u16) })
            }
            _ => None,
        },
        moved_by: row.moved_by.clone(),
        can_cancel: booking::check_cancel(status, row.provision_date, today).is_ok(),
        can_reschedule: booking::can_reschedule(status, starts_local, local_now),
        can_confirm: status == Status::Moved && row.moved_by.as_deref() == Some("salon") && row.offer_date.is_none(),
        can_review: booking::can_review(status, review.is_some()),
        review,
        created_at: row.created_at,
    }
}

/// One act.
pub async fn one(state: &AppState, locale: Locale, row: Appointment, now: DateTime<Utc>) -> ApiResult<Act> {
    build(state, locale, vec![row], now).await?.pop().ok_or_else(crate::error::ApiError::not_found)
}
