//! The basket (spec §3): GET, POST, PUT `{id}`, `update-item`, DELETE `clear/{id}`. A guest's
//! basket belongs to the `x-session-id` header, a client's to the account.

use std::collections::{BTreeSet, HashMap};

use axum::Json;
use axum::extract::{Path, State};
use chrono::Utc;
use domain::Locale;
use domain::basket as pricing;
use domain::booking;
use serde::{Deserialize, Serialize};
use store::baskets::Owner;
use store::entities::{basket_items, baskets, salons};
use store::salon_page::{self as page, SalonServiceItem};
use utoipa::ToSchema;

use crate::auth::{CurrentUser, MaybeUser};
use crate::booking::{SessionId, hhmm, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::images::{ImageRef, image_ref};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

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
    pub row: baskets::Model,
    pub salon: salons::Model,
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

/// The salon's active services by id, with their category.
async fn salon_services(state: &AppState, locale: Locale, salon_id: i64) -> ApiResult<HashMap<i64, (i64, SalonServiceItem)>> {
    Ok(page::services(&state.db, locale, salon_id, None)
        .await?
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
    let Some(row) = store::baskets::find(&state.db, owner).await? else { return Ok(None) };
    let Some(salon) = page::salon(&state.db, row.salon_id).await? else { return Ok(None) };
    let services = salon_services(state, locale, salon.id).await?;
    let stored = store::baskets::items(&state.db, row.id).await?;

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

    let masters = store::bookings::bookable_masters(&state.db, salon.id).await?;
    let doers = store::bookings::services_of_masters(&state.db, &masters.iter().map(|m| m.id).collect::<Vec<_>>()).await?;
    let portraits = page::storage_keys(&state.db, masters.iter().filter_map(|m| m.photo_file_id)).await?;
    let possible_masters: Vec<BasketMaster> = masters
        .iter()
        .filter(|m| needed.iter().all(|s| doers.get(&m.id).is_some_and(|set| set.contains(s))))
        .map(|m| BasketMaster {
            id: m.id,
            full_name: m.full_name.clone(),
            position: m.position.clone(),
            photo: m.photo_file_id.and_then(|id| portraits.get(&id)).map(|f| image_ref(f, &m.full_name)),
        })
        .collect();
    let cover = page::cover_photos(&state.db, &[salon.id]).await?.remove(&salon.id);
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
    Ok(Some(Loaded { row, salon, view, lines }))
}

async fn answer(state: &AppState, locale: Locale, owner: &Owner) -> ApiResult<Json<Basket>> {
    Ok(Json(load(state, locale, owner).await?.map_or_else(Basket::empty, |l| l.view)))
}

fn need_owner(owner: Option<Owner>) -> ApiResult<Owner> {
    owner.ok_or_else(|| ApiError::field("x-session-id", FieldError::new("required")))
}

/// The basket of this session or client.
#[utoipa::path(get, path = "/basket", tag = "booking", responses((status = 200, body = Basket)))]
pub async fn get_basket(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
) -> ApiResult<Json<Basket>> {
    match owner(user.as_ref(), &session) {
        Some(owner) => answer(&state, locale, &owner).await,
        None => Ok(Json(Basket::empty())),
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AddToBasket {
    pub salon_id: i64,
    pub salon_service_id: i64,
    #[serde(default)]
    pub option_ids: Vec<i64>,
    pub master_id: Option<i64>,
}

/// Adds a service. A service of another salon starts a new basket; services of one booking share
/// a category; a service that is not `is_multiple` is added once.
#[utoipa::path(post, path = "/basket", tag = "booking", request_body = AddToBasket, responses((status = 200, body = Basket), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    ValidJson(body): ValidJson<AddToBasket>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let salon = page::salon(&state.db, body.salon_id).await?.ok_or_else(ApiError::not_found)?;
    if salon.status != "active" {
        return Err(ApiError::new(ErrorCode::SalonDeactivated));
    }
    let services = salon_services(&state, locale, salon.id).await?;
    let (category_id, service) =
        services.get(&body.salon_service_id).ok_or_else(|| ApiError::field("salon_service_id", FieldError::new("wrong_format")))?;
    let available = options_of(service);
    if body.option_ids.iter().any(|id| !available.iter().any(|o| o.id == *id)) {
        return Err(ApiError::field("option_ids", FieldError::new("wrong_format")));
    }
    let now = Utc::now();
    let existing = store::baskets::find(&state.db, &owner).await?.filter(|b| b.salon_id == salon.id);
    let basket = match existing {
        Some(basket) => {
            let items = store::baskets::items(&state.db, basket.id).await?;
            let categories: Vec<i64> =
                items.iter().filter_map(|i| services.get(&i.salon_service_id).map(|s| s.0)).chain([*category_id]).collect();
            if !booking::same_category(&categories) {
                return Err(ApiError::new(ErrorCode::ServicesMustShareCategory));
            }
            if !service.is_multiple && items.iter().any(|i| i.salon_service_id == service.id) {
                return Err(ApiError::new(ErrorCode::ServiceAlreadyInBasket));
            }
            basket
        }
        None => store::baskets::start(&state.db, &owner, salon.id, None, now).await?,
    };
    store::baskets::add_item(&state.db, basket.id, service.id, &body.option_ids, now).await?;
    // A service picked on a master's page comes with that master, if they do it.
    if let Some(master_id) = body.master_id.filter(|id| service.master_ids.contains(id))
        && basket.master_id.is_none()
    {
        store::baskets::set_choice(&state.db, &basket, Some(master_id), basket.provision_date, basket.start_min, now).await?;
    }
    answer(&state, locale, &owner).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateBasket {
    /// `null` chooses any master.
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<i64>)]
    pub master_id: Option<Option<i64>>,
    /// yyyy-MM-dd; `null` clears the time.
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<String>, format = Date)]
    pub provision_date: Option<Option<String>>,
    /// HH:mm
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<String>, pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: Option<Option<String>>,
    /// Confirms a master change that drops the time and the services the master lacks.
    #[serde(default)]
    pub reset: bool,
}

async fn own_basket(state: &AppState, owner: &Owner, id: i64) -> ApiResult<baskets::Model> {
    store::baskets::find(&state.db, owner).await?.filter(|b| b.id == id).ok_or_else(ApiError::not_found)
}

/// Chooses the master and the time. Changing the master of a basket that holds a time or
/// services the new master does not do needs `reset: true` (spec §4).
#[utoipa::path(put, path = "/basket/{id}", tag = "booking", request_body = UpdateBasket, responses((status = 200, body = Basket), (status = 409, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<UpdateBasket>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let basket = own_basket(&state, &owner, id).await?;
    let now = Utc::now();
    let mut master_id = basket.master_id;
    let (mut date, mut start) = (basket.provision_date, basket.start_min);
    if let Some(new_master) = body.master_id
        && new_master != basket.master_id
    {
        if let Some(master) = new_master {
            let masters = store::bookings::bookable_masters(&state.db, basket.salon_id).await?;
            if !masters.iter().any(|m| m.id == master) {
                return Err(ApiError::new(ErrorCode::MasterNoContract));
            }
        }
        let items = store::baskets::items(&state.db, basket.id).await?;
        let lacking: Vec<i64> = match new_master {
            Some(master) => {
                let does = store::bookings::services_of_masters(&state.db, &[master]).await?.remove(&master).unwrap_or_default();
                items.iter().filter(|i| !does.contains(&i.salon_service_id)).map(|i| i.id).collect()
            }
            None => Vec::new(),
        };
        let holds_time = basket.provision_date.is_some() && body.provision_date.is_none();
        if (holds_time || !lacking.is_empty()) && !body.reset {
            return Err(ApiError::new(ErrorCode::BasketResetRequired));
        }
        store::baskets::remove_items(&state.db, lacking).await?;
        master_id = new_master;
        (date, start) = (None, None);
    }
    if let Some(new_date) = body.provision_date {
        date = new_date.as_deref().map(|d| parse_date("provision_date", d)).transpose()?;
    }
    let time_given = body.provision_time.is_some();
    if let Some(new_time) = body.provision_time {
        start = new_time.as_deref().map(|t| parse_time("provision_time", t)).transpose()?.map(|m| m as i16);
    }
    if date.is_none() != start.is_none() && time_given {
        return Err(ApiError::field("provision_date", FieldError::new("date_time_required")));
    }
    store::baskets::set_choice(&state.db, &basket, master_id, date, start, now).await?;
    answer(&state, locale, &owner).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateItem {
    pub item_id: i64,
    /// 0 removes the item; more than 1 only for `is_multiple` services.
    #[schema(minimum = 0, maximum = 10)]
    pub quantity: Option<i32>,
    pub option_ids: Option<Vec<i64>>,
}

/// Changes an item's quantity or options; quantity 0 removes it.
#[utoipa::path(post, path = "/basket/update-item", tag = "booking", request_body = UpdateItem, responses((status = 200, body = Basket), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_item(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    ValidJson(body): ValidJson<UpdateItem>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let basket = store::baskets::find(&state.db, &owner).await?.ok_or_else(ApiError::not_found)?;
    let items = store::baskets::items(&state.db, basket.id).await?;
    let item: &basket_items::Model = items.iter().find(|i| i.id == body.item_id).ok_or_else(ApiError::not_found)?;
    let quantity = body.quantity.unwrap_or(item.quantity);
    if quantity <= 0 {
        store::baskets::remove_items(&state.db, vec![item.id]).await?;
        return answer(&state, locale, &owner).await;
    }
    let services = salon_services(&state, locale, basket.salon_id).await?;
    let (_, service) = services.get(&item.salon_service_id).ok_or_else(ApiError::not_found)?;
    pricing::check_quantity(quantity, service.is_multiple)?;
    let option_ids = body.option_ids.unwrap_or_else(|| store::baskets::option_ids(item));
    let available = options_of(service);
    if option_ids.iter().any(|id| !available.iter().any(|o| o.id == *id)) {
        return Err(ApiError::field("option_ids", FieldError::new("wrong_format")));
    }
    store::baskets::set_item(&state.db, item, quantity, &option_ids).await?;
    answer(&state, locale, &owner).await
}

/// Empties the basket: no salon, no items, total 0.
#[utoipa::path(delete, path = "/basket/clear/{id}", tag = "booking", responses((status = 200, body = Basket)))]
pub async fn clear(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    own_basket(&state, &owner, id).await?;
    store::baskets::clear(&state.db, &owner).await?;
    Ok(Json(Basket::empty()))
}
