//! Records every write made during an impersonation with the admin's id (issue: impersonation).

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;

use crate::state::AppState;

pub async fn record_impersonated_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let is_write = matches!(*request.method(), Method::POST | Method::PUT | Method::PATCH | Method::DELETE);
    if !is_write {
        return next.run(request).await;
    }
    let (mut parts, body) = request.into_parts();
    let user = crate::auth::load(&mut parts, &state).await.ok().flatten();
    let method = parts.method.to_string();
    let path = parts.uri.path().to_owned();
    let response = next.run(Request::from_parts(parts, body)).await;
    if let Some(user) = user.filter(|u| u.impersonated()) {
        let status = response.status().as_u16();
        if let Err(err) = store::audit::request(&state.db, user.actor(), &method, &path, status).await {
            tracing::error!(error = %err, "audit record failed");
        }
    }
    response
}
