//! In-app notifications and notification preferences (spec §7 common). Texts are rendered when
//! read, in the reader's language, from the kind and parameters stored with each notification.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::Locale;
use serde::{Deserialize, Serialize};
use store::notifications::Channels;
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::i18n;
use crate::json::{ValidJson, ValidQuery};
use crate::locale::RequestLocale;
use crate::realtime::Signal;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Notification {
    pub id: i64,
    pub kind: String,
    pub title: String,
    pub text: String,
    pub act_id: Option<i64>,
    pub read: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationsPage {
    pub rows: Vec<Notification>,
    pub count: u64,
    pub unread: u64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-based
    pub page: Option<u64>,
    /// default 20, at most 50
    pub per_page: Option<u64>,
}

pub(crate) fn render(locale: Locale, row: store::entities::notifications::Model) -> Notification {
    let stored: Vec<(String, String)> = serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&row.params)
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| (k, v.as_str().unwrap_or_default().to_owned()))
        .collect();
    let params: Vec<(&str, String)> = stored.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    Notification {
        id: row.id,
        title: i18n::message(locale, &format!("notice_{}_title", row.kind), &params),
        text: i18n::message(locale, &format!("notice_{}", row.kind), &params),
        kind: row.kind,
        act_id: row.appointment_id,
        read: row.read_at.is_some(),
        created_at: row.created_at,
    }
}

/// The user's notifications, newest first, with the unread count.
#[utoipa::path(get, path = "/notifications", operation_id = "notifications", tag = "account", params(PageQuery), responses((status = 200, body = NotificationsPage)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    user: CurrentUser,
    ValidQuery(query): ValidQuery<PageQuery>,
) -> ApiResult<Json<NotificationsPage>> {
    let per_page = query.per_page.unwrap_or(20).clamp(1, 50);
    let page = query.page.unwrap_or(1).max(1);
    let (rows, count) = store::notifications::page(&state.db, user.account.id, (page - 1) * per_page, per_page).await?;
    let unread = store::notifications::unread_count(&state.db, user.account.id).await?;
    Ok(Json(NotificationsPage { rows: rows.into_iter().map(|r| render(locale, r)).collect(), count, unread }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Counters {
    pub unread: u64,
}

/// The unread counter of the header's bell.
#[utoipa::path(get, path = "/notifications/counters", tag = "account", responses((status = 200, body = Counters)))]
pub async fn counters(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Counters>> {
    Ok(Json(Counters { unread: store::notifications::unread_count(&state.db, user.account.id).await? }))
}

/// Marks one notification read.
#[utoipa::path(post, path = "/notifications/read/{id}", tag = "account", responses((status = 200, body = Counters), (status = 404, body = crate::error::ErrorBody)))]
pub async fn read(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> ApiResult<Json<Counters>> {
    if !store::notifications::mark_read(&state.db, user.account.id, Some(id), Utc::now()).await? {
        return Err(ApiError::not_found());
    }
    read_elsewhere(&state, &user).await;
    counters(State(state), user).await
}

/// Marks every notification read.
#[utoipa::path(post, path = "/notifications/read-all", tag = "account", responses((status = 200, body = Counters)))]
pub async fn read_all(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Counters>> {
    store::notifications::mark_read(&state.db, user.account.id, None, Utc::now()).await?;
    read_elsewhere(&state, &user).await;
    counters(State(state), user).await
}

/// The user's other open pages and devices update their counters too.
async fn read_elsewhere(state: &AppState, user: &CurrentUser) {
    state.realtime.publish(Signal { account_id: user.account.id, notification_id: None }).await;
}

/// Channels of the active role (spec §3 notification preferences).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Preferences {
    /// The active role these apply to (ignored in a PUT body).
    #[serde(default)]
    pub role: String,
    pub email: bool,
    pub sms: bool,
    pub push: bool,
}

fn preferences_of(role: &str, channels: Channels) -> Preferences {
    Preferences { role: role.to_owned(), email: channels.email, sms: channels.sms, push: channels.push }
}

/// The active role's channels (every channel until the user chooses).
#[utoipa::path(get, path = "/notification-preferences", tag = "account", responses((status = 200, body = Preferences)))]
pub async fn get_preferences(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let channels = store::notifications::preferences(&state.db, user.account.id, role)
        .await
        .map_err(|_| ApiError::new(ErrorCode::NotificationPreferencesLoadFailed))?;
    Ok(Json(preferences_of(role, channels.unwrap_or_default())))
}

/// Saves the active role's channels.
#[utoipa::path(put, path = "/notification-preferences", tag = "account", request_body = Preferences, responses((status = 200, body = Preferences)))]
pub async fn put_preferences(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<Preferences>,
) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let channels = Channels { email: body.email, sms: body.sms, push: body.push };
    store::notifications::save_preferences(&state.db, user.account.id, role, channels)
        .await
        .map_err(|_| ApiError::new(ErrorCode::NotificationPreferencesUpdateFailed))?;
    Ok(Json(preferences_of(role, channels)))
}

/// Forgets the active role's choice; 404 when there was none (the web app treats that as done).
#[utoipa::path(post, path = "/notification-preferences/reset", tag = "account", responses((status = 200, body = Preferences), (status = 404, body = crate::error::ErrorBody)))]
pub async fn reset_preferences(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let existed = store::notifications::reset_preferences(&state.db, user.account.id, role)
        .await
        .map_err(|_| ApiError::new(ErrorCode::NotificationPreferencesResetFailed))?;
    if !existed {
        return Err(ApiError::not_found());
    }
    Ok(Json(preferences_of(role, Channels::default())))
}
