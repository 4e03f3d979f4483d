//! The user's notifications, newest first, with the unread count.

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::i18n;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::Locale;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

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
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
    /// default 20, at most 50
    #[param(minimum = 1, maximum = 50)]
    pub per_page: Option<u64>,
}

pub(crate) fn render(locale: Locale, row: store::model::NotificationRow) -> Notification {
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
    let window = domain::paging::page(query.page, query.per_page, 20, 50)?;
    let (rows, count) = store::notifications::page(&state.db, user.account.id, window.offset, window.limit).await?;
    let unread = store::notifications::unread_count(&state.db, user.account.id).await?;
    Ok(Json(NotificationsPage { rows: rows.into_iter().map(|r| render(locale, r)).collect(), count, unread }))
}
