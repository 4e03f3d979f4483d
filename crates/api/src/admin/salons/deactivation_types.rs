//! `GET /salons/deactivation-types`: the two ways to deactivate a salon, labelled in the
//! reader's language (the original's call was faulty; this one answers).

use axum::Json;
use domain::salon_admin::DeactivationType;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::locale::RequestLocale;

#[derive(Debug, Serialize, ToSchema)]
pub struct DeactivationTypeItem {
    /// `immediate` or `after_orders`: what `deactivate` takes as `type`.
    pub value: String,
    pub label: String,
    pub description: String,
}

/// The deactivation types with their labels.
#[utoipa::path(get, path = "/salons/deactivation-types", operation_id = "admin_salon_deactivation_types", tag = "admin", responses((status = 200, body = Vec<DeactivationTypeItem>)))]
pub async fn deactivation_types(_admin: AdminUser, RequestLocale(locale): RequestLocale) -> Json<Vec<DeactivationTypeItem>> {
    Json(
        DeactivationType::ALL
            .iter()
            .map(|t| DeactivationTypeItem {
                value: t.as_str().to_owned(),
                label: crate::i18n::message(locale, &format!("salon_deactivation_{}", t.as_str()), &[]),
                description: crate::i18n::message(locale, &format!("salon_deactivation_{}_description", t.as_str()), &[]),
            })
            .collect(),
    )
}
