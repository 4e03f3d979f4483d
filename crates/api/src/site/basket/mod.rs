//! The basket (spec §3): GET, POST, PUT `{id}`, `update-item`, DELETE `clear/{id}`. A guest's
//! basket belongs to the `x-session-id` header, a client's to the account.

mod add;
mod clear;
mod get_basket;
mod update;
mod update_item;

pub use add::*;
pub use clear::*;
pub use get_basket::*;
pub use update::*;
pub use update_item::*;

use crate::auth::CurrentUser;
use crate::booking::{SessionId, hhmm};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::images::{ImageRef, image_ref};
use crate::state::AppState;
use axum::Json;
use domain::Locale;
use domain::basket as pricing;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use store::baskets::Owner;
use store::model::{BasketItemRow, BasketRow, Salon};
use store::salon_page::{self as page, SalonServiceItem};
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketSalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub address: String,
    pub photo: Option<ImageRef>,
    /// Minutes between bookable starts (15 or 30).
    pub time_slicing: i16,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    pub photo: Option<ImageRef>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketOption {
    pub id: i64,
    /// `subservice` or `addon`
    pub kind: String,
    pub name: String,
    /// kuruş
    pub price: i64,
    pub duration: i32,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketItem {
    pub id: i64,
    pub salon_service_id: i64,
    pub name: String,
    pub category_id: i64,
    /// kuruş, one unit before discount
    pub price: i64,
    /// kuruş, one unit after discount
    pub final_price: i64,
    /// minutes, one unit
    pub duration: i32,
    pub quantity: i32,
    pub is_multiple: bool,
    pub options: Vec<BasketOption>,
    pub available_options: Vec<BasketOption>,
}

/// The basket's own fields (spec §3).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketInfo {
    pub id: Option<i64>,
    pub salon_id: Option<i64>,
    pub possible_masters: Vec<BasketMaster>,
    pub master_id: Option<i64>,
    /// The master's working contract with the salon (the master record).
    pub master_contract_id: Option<i64>,
    /// yyyy-MM-dd
    pub provision_date: Option<String>,
    /// HH:mm
    pub provision_time: Option<String>,
    pub salon: Option<BasketSalon>,
    /// minutes: services, subservices and add-ons
    pub total_duration: i32,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Basket {
    pub basket: BasketInfo,
    pub items: Vec<BasketItem>,
    /// kuruş
    pub total: i64,
}

impl Basket {
    fn empty() -> Self {
        Basket {
            basket: BasketInfo {
                id: None,
                salon_id: None,
                possible_masters: Vec::new(),
                master_id: None,
                master_contract_id: None,
                provision_date: None,
                provision_time: None,
                salon: None,
                total_duration: 0,
            },
            items: Vec::new(),
            total: 0,
        }
    }
}

/// A basket with what booking it needs besides its JSON.
pub struct Loaded {
    pub row: BasketRow,
    pub salon: Salon,
    pub view: Basket,
    /// (salon service id, option id or none, quantity, price, duration) per booked line.
    pub lines: Vec<store::bookings::NewItem>,
}

/// Whose basket this request means: the client's account, or the guest's session.
pub fn owner(user: Option<&CurrentUser>, session: &SessionId) -> Option<Owner> {
    match user {
        Some(user) if user.has(domain::access::Role::Client) => Some(Owner::Account(user.account.id)),
        _ => session.0.clone().map(Owner::Session),
    }
}

/// The salon's active services among `ids` by id, with their category and the bookable masters
/// who do each, from the salon's kept menu (`state.catalogues`).
async fn salon_services(state: &AppState, locale: Locale, salon: &Salon, ids: &[i64]) -> ApiResult<HashMap<i64, (i64, SalonServiceItem)>> {
    let menu = state.catalogues.menu(&state.db, locale, salon).await?;
    Ok(menu
        .services_in(ids)
        .into_iter()
        .flat_map(|group| group.services.into_iter().map(move |s| (s.id, (group.category_id, s))))
        .collect())
}

/// The subservices and add-ons of a salon service, as the basket offers them.
fn options_of(service: &SalonServiceItem) -> Vec<BasketOption> {
    let view = |kind: &str, o: &page::ServiceOption| BasketOption {
        id: o.id,
        kind: kind.to_owned(),
        name: o.name.clone(),
        price: o.price,
        duration: o.duration_min,
    };
    service.subservices.iter().map(|o| view("subservice", o)).chain(service.addons.iter().map(|o| view("addon", o))).collect()
}

/// The owner's basket with prices, durations and the masters who can do all of it.
pub async fn load(state: &AppState, locale: Locale, owner: &Owner) -> ApiResult<Option<Loaded>> {
    load_with(state, locale, owner, true).await
}

/// The owner's basket with prices and durations only, as an order books it: without the masters
/// who could do it and the salon's cover photo (four queries the order does not need; issue #15).
/// `view.basket.possible_masters` is empty and `view.basket.salon.photo` is `None`.
pub async fn load_priced(state: &AppState, locale: Locale, owner: &Owner) -> ApiResult<Option<Loaded>> {
    load_with(state, locale, owner, false).await
}

async fn load_with(state: &AppState, locale: Locale, owner: &Owner, for_display: bool) -> ApiResult<Option<Loaded>> {
    let Some((row, Some(salon))) = store::baskets::find_with_salon(&state.db, owner).await? else { return Ok(None) };
    Ok(Some(price(state, locale, row, None, salon, for_display).await?))
}

/// The basket `row` of `salon` priced (and, `for_display`, with its possible masters and the
/// salon's cover), for callers that have just read or written both. `items` are the basket's
/// items as stored when the caller has just read them, `None` to read them here.
async fn price(
    state: &AppState,
    locale: Locale,
    row: BasketRow,
    items: Option<Vec<BasketItemRow>>,
    salon: Salon,
    for_display: bool,
) -> ApiResult<Loaded> {
    let stored = match items {
        Some(items) => items,
        None => store::baskets::items(&state.db, row.id).await?,
    };
    let services = salon_services(state, locale, &salon, &stored.iter().map(|i| i.salon_service_id).collect::<Vec<_>>()).await?;

    // Each stored item with its service, the options it may have and those it has.
    let mut found = Vec::new();
    for item in &stored {
        let Some((category_id, service)) = services.get(&item.salon_service_id) else { continue };
        let available = options_of(service);
        let chosen_ids = store::baskets::option_ids(item);
        let chosen: Vec<BasketOption> = available.iter().filter(|o| chosen_ids.contains(&o.id)).cloned().collect();
        found.push((item, *category_id, service, available, chosen));
    }
    let priced = pricing::price(
        &found
            .iter()
            .map(|(item, _, service, _, chosen)| pricing::Item {
                service_id: service.id,
                price: service.price,
                discount_percent: i64::from(service.discount_percent),
                duration_min: service.duration_min,
                quantity: item.quantity,
                extras: chosen.iter().map(|o| pricing::Extra { id: o.id, price: o.price, duration_min: o.duration }).collect(),
            })
            .collect::<Vec<_>>(),
    );
    let needed: BTreeSet<i64> = found.iter().map(|(_, _, service, _, _)| service.id).collect();
    let items: Vec<BasketItem> = found
        .into_iter()
        .zip(&priced.items)
        .map(|((item, category_id, service, available, chosen), unit)| BasketItem {
            id: item.id,
            salon_service_id: service.id,
            name: service.name.clone(),
            category_id,
            price: service.price,
            final_price: unit.final_price,
            duration: service.duration_min,
            quantity: unit.quantity,
            is_multiple: service.is_multiple,
            options: chosen,
            available_options: available,
        })
        .collect();
    let lines = priced
        .lines
        .iter()
        .map(|l| store::bookings::NewItem {
            salon_service_id: l.service_id,
            option_id: l.option_id,
            quantity: l.quantity,
            price: l.price,
            duration_min: l.duration_min,
        })
        .collect();
    let (total, total_duration) = (priced.total, priced.total_duration);

    let (possible_masters, cover) = if for_display {
        let team = state.catalogues.team(&state.db, &salon).await?;
        let possible_masters: Vec<BasketMaster> = team
            .masters_doing(&needed)
            .iter()
            .map(|(m, portrait)| BasketMaster {
                id: m.id,
                full_name: m.full_name.clone(),
                position: m.position.clone(),
                photo: portrait.as_ref().map(|f| image_ref(f, &m.full_name)),
            })
            .collect();
        (possible_masters, team.cover.clone())
    } else {
        (Vec::new(), None)
    };
    let view = Basket {
        basket: BasketInfo {
            id: Some(row.id),
            salon_id: Some(salon.id),
            possible_masters,
            master_id: row.master_id,
            master_contract_id: row.master_id,
            provision_date: row.provision_date.map(|d| d.format("%Y-%m-%d").to_string()),
            provision_time: row.start_min.map(|m| hhmm(m as u16)),
            salon: Some(BasketSalon {
                id: salon.id,
                slug: salon.slug.clone(),
                name: salon.name.clone(),
                address: salon.address.clone(),
                photo: cover.map(|f| image_ref(&f, &salon.name)),
                time_slicing: salon.time_slicing,
            }),
            total_duration,
        },
        items,
        total,
    };
    Ok(Loaded { row, salon, view, lines })
}

async fn answer(state: &AppState, locale: Locale, owner: &Owner) -> ApiResult<Json<Basket>> {
    Ok(Json(load(state, locale, owner).await?.map_or_else(Basket::empty, |l| l.view)))
}

/// The answer for a basket the handler has just written (`row` as stored, and its `items` if the
/// handler has them as stored) at `salon`.
async fn answer_for(
    state: &AppState,
    locale: Locale,
    row: BasketRow,
    items: Option<Vec<BasketItemRow>>,
    salon: Salon,
) -> ApiResult<Json<Basket>> {
    Ok(Json(price(state, locale, row, items, salon, true).await?.view))
}

fn need_owner(owner: Option<Owner>) -> ApiResult<Owner> {
    owner.ok_or_else(|| ApiError::field("x-session-id", FieldError::new("required")))
}

async fn own_basket(state: &AppState, owner: &Owner, id: i64) -> ApiResult<BasketRow> {
    store::baskets::find(&state.db, owner).await?.filter(|b| b.id == id).ok_or_else(ApiError::not_found)
}
