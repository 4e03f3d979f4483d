//! `GET /newsletter`: one page of subscribers (newest first) with counters per status.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::{NewsletterQuery, filter};
use crate::admin::blog::StateCount;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

const PAGE_SIZE: u64 = 20;

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsletterSubscriber {
    pub id: i64,
    /// İYS recipient.
    pub email: String,
    pub locale: String,
    /// `pending`, `approved` (İYS ONAY) or `rejected` (İYS RET).
    pub status: String,
    /// İYS type (`email`), source (`web`) and recipient type (`individual`).
    pub consent_type: String,
    pub consent_source: String,
    pub recipient_type: String,
    /// When the address was confirmed (or unsubscribed).
    pub consent_date: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsletterSubscribers {
    pub rows: Vec<NewsletterSubscriber>,
    pub total: u64,
    pub page: u32,
    pub page_size: u64,
    pub counts: Vec<StateCount>,
}

impl From<store::newsletter::SubscriberRow> for NewsletterSubscriber {
    fn from(r: store::newsletter::SubscriberRow) -> Self {
        NewsletterSubscriber {
            id: r.id,
            email: r.email,
            locale: r.locale,
            status: r.status,
            consent_type: r.consent_type,
            consent_source: r.consent_source,
            recipient_type: r.recipient_type,
            consent_date: r.consent_date,
            created_at: r.created_at,
        }
    }
}

/// The newsletter's subscribers.
#[utoipa::path(get, path = "/newsletter", operation_id = "admin_newsletter_list", tag = "admin", params(NewsletterQuery), responses((status = 200, body = NewsletterSubscribers)))]
pub async fn newsletter_list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<NewsletterQuery>,
) -> ApiResult<Json<NewsletterSubscribers>> {
    let window = domain::paging::page(query.page, None, PAGE_SIZE, PAGE_SIZE)?;
    let (rows, total) =
        store::newsletter::list(&state.db, &filter(query.status.as_deref(), query.q.as_deref()), window.offset, Some(window.limit)).await?;
    let counts = store::newsletter::counts(&state.db).await?.into_iter().map(|(status, count)| StateCount { status, count }).collect();
    Ok(Json(NewsletterSubscribers {
        rows: rows.into_iter().map(NewsletterSubscriber::from).collect(),
        total,
        page: query.page.unwrap_or(1) as u32,
        page_size: PAGE_SIZE,
        counts,
    }))
}
