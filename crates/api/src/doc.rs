//! The answers every operation can give whatever its handler does, added to the generated
//! document so it tells the truth to clients and fuzzers (issue #15): the extractors' rejections,
//! the body limit, the area guard, unknown ids in the path. A handler documents only its own
//! answers (a `409 master_is_busy`, a `429 max_daily_changes`); these come from the layers.

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{Content, OpenApi, Ref, RefOr, Response};

/// The security scheme's name: `Authorization: Bearer <token>` (the login's `token`; the web
/// app sends the same token as the `token` cookie).
const BEARER: &str = "bearer";

/// Adds the layers' answers and the areas' authentication to every operation of `doc`.
pub fn document_layers(doc: &mut OpenApi) {
    let components = doc.components.get_or_insert_with(Default::default);
    components.security_schemes.insert(BEARER.to_owned(), RefOr::T(SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer))));
    for (path, item) in doc.paths.paths.iter_mut() {
        let guarded = is_guarded(path);
        for operation in [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch].into_iter().flatten() {
            document_operation(operation, guarded);
        }
    }
}

/// The areas `auth::area_guard` closes to guests (and, but for `common`, to other roles).
fn is_guarded(path: &str) -> bool {
    ["/api/common/", "/api/client/", "/api/salon/", "/api/master/", "/api/admin/"].iter().any(|area| path.starts_with(area))
}

fn document_operation(operation: &mut Operation, guarded: bool) {
    let parameters = operation.parameters.as_deref().unwrap_or_default();
    let in_path = parameters.iter().any(|p| matches!(p, RefOr::T(p) if p.parameter_in == ParameterIn::Path));
    let has_input = !parameters.is_empty() || operation.request_body.is_some();
    let has_body = operation.request_body.is_some();
    let mut add = |status: &str, description: &str| {
        let error = Response::builder()
            .description(description)
            .content("application/json", Content::new(Some(Ref::from_schema_name("ErrorBody"))))
            .build();
        operation.responses.responses.entry(status.to_owned()).or_insert(RefOr::T(error));
    };
    if has_input {
        // The path, query and JSON extractors refuse what does not parse (`validation_error`).
        add("400", "The request does not parse (a path segment, a query parameter or the JSON body).");
        add("422", "`validation_error`: a value breaks a rule; `errors` names the fields.");
    }
    if has_body {
        add("413", "`payload_too_large`: the body is over the server's limit.");
    }
    if in_path {
        add("404", "`not_found`: nothing with this id (or not yours).");
    }
    if guarded {
        add("401", "`unauthorized`: no valid session token.");
        add("403", "`forbidden`: the account lacks the area's role.");
        operation.security = Some(vec![SecurityRequirement::new(BEARER, Vec::<String>::new())]);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    /// Every operation lists the layers' answers it can get: guarded areas 401 and 403 with the
    /// bearer scheme, inputs 400 and 422, bodies 413, ids in the path 404.
    #[test]
    fn every_operation_lists_the_layers_answers() {
        let doc = serde_json::to_value(crate::openapi()).expect("the document is JSON");
        assert_eq!(doc["components"]["securitySchemes"]["bearer"]["scheme"], "bearer");
        let mut checked = 0;
        for (path, item) in doc["paths"].as_object().expect("paths") {
            for (method, operation) in item.as_object().expect("a path item") {
                let has = |status: &str| operation["responses"].get(status).is_some();
                let parameters = operation["parameters"].as_array().cloned().unwrap_or_default();
                let name = format!("{method} {path}");
                if super::is_guarded(path) {
                    assert!(has("401") && has("403"), "{name}");
                    assert_eq!(operation["security"][0]["bearer"], Value::Array(vec![]), "{name}");
                }
                if !parameters.is_empty() || operation.get("requestBody").is_some() {
                    assert!(has("400") && has("422"), "{name}");
                }
                if operation.get("requestBody").is_some() {
                    assert!(has("413"), "{name}");
                }
                if parameters.iter().any(|p| p["in"] == "path") {
                    assert!(has("404"), "{name}");
                }
                checked += 1;
            }
        }
        assert!(checked > 100, "only {checked} operations");
    }
}
