//! iyzico's subscription API (docs.iyzico.com, "Abonelik"): the salon pays in iyzico's checkout
//! form for the pricing plan (`payments.pricing_plan_ref`, made once in iyzico's panel or API:
//! product → pricing plan), iyzico keeps the card and the customer, renews every month by itself
//! and reports each renewal by webhook. Requests carry the `IYZWSv2` authorization: base64 of
//! `apiKey:{key}&randomKey:{random}&signature:{hex HMAC-SHA256(secret, random + uri path + body)}`.
//! Webhooks are verified by `X-IYZ-SIGNATURE-V3`: hex HMAC-SHA256 with the secret key over
//! `merchantId + secretKey + iyziEventType + subscriptionReferenceCode + orderReferenceCode +
//! customerReferenceCode`.

use api::ports::{Charge, Checkout, CheckoutRequest, PaymentError, PaymentProvider, Purpose, WebhookEvent};
use async_trait::async_trait;
use base64::Engine;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::config::PaymentsConfig;

pub struct Iyzico {
    http: reqwest::Client,
    base_url: String,
    api_key: String,
    secret_key: String,
    merchant_id: String,
    pricing_plan_ref: String,
}

impl Iyzico {
    pub fn new(config: &PaymentsConfig) -> Self {
        Iyzico {
            http: reqwest::Client::builder().timeout(std::time::Duration::from_secs(20)).build().unwrap_or_default(),
            base_url: config.base_url.trim_end_matches('/').to_owned(),
            api_key: config.api_key.clone(),
            secret_key: config.secret_key.clone(),
            merchant_id: config.merchant_id.clone(),
            pricing_plan_ref: config.pricing_plan_ref.clone(),
        }
    }

    /// The `Authorization` header of a request to `path` (without the query) with `body`.
    pub fn authorization(&self, random_key: &str, path: &str, body: &str) -> String {
        let signature = hex::encode(super::hmac_sha256(self.secret_key.as_bytes(), format!("{random_key}{path}{body}").as_bytes()));
        let params = format!("apiKey:{}&randomKey:{random_key}&signature:{signature}", self.api_key);
        format!("IYZWSv2 {}", base64::engine::general_purpose::STANDARD.encode(params))
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Result<Value, PaymentError> {
        let body_text = body.as_ref().map(Value::to_string).unwrap_or_default();
        let random_key = format!("{}{}", chrono::Utc::now().timestamp_millis(), rand::random::<u32>());
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.base_url))
            .header("Authorization", self.authorization(&random_key, path, &body_text))
            .header("x-iyzi-rnd", &random_key)
            .header("Content-Type", "application/json");
        if body.is_some() {
            request = request.body(body_text);
        }
        let response = request.send().await.map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        let status = response.status();
        let reply: Value = response.json().await.map_err(|e| PaymentError::Unavailable(format!("HTTP {status}: {e}")))?;
        if reply["status"] != "success" {
            return Err(PaymentError::Unavailable(format!("HTTP {status}: {}", reply["errorMessage"])));
        }
        Ok(reply)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SubscriptionEvent {
    #[serde(default)]
    order_reference_code: String,
    #[serde(default)]
    customer_reference_code: String,
    #[serde(default)]
    subscription_reference_code: String,
    #[serde(default)]
    iyzi_event_type: String,
}

#[async_trait]
impl PaymentProvider for Iyzico {
    fn name(&self) -> &'static str {
        "iyzico"
    }

    async fn start(&self, request: &CheckoutRequest) -> Result<Checkout, PaymentError> {
        let conversation = format!("salon-{}-{}", request.salon_id, chrono::Utc::now().timestamp_millis());
        let (path, body) = match request.purpose {
            Purpose::Upgrade => {
                let (name, surname) = request.name.rsplit_once(' ').unwrap_or((request.name.as_str(), "-"));
                let address = json!({ "contactName": request.name, "city": "Istanbul", "country": "Turkey", "address": "-" });
                (
                    "/v2/subscription/checkoutform/initialize",
                    json!({
                        "locale": "tr",
                        "conversationId": conversation,
                        "callbackUrl": request.callback_url,
                        "pricingPlanReferenceCode": self.pricing_plan_ref,
                        "subscriptionInitialStatus": "ACTIVE",
                        "customer": {
                            "name": name, "surname": surname, "email": request.email, "gsmNumber": request.phone,
                            "identityNumber": "11111111111", "billingAddress": address, "shippingAddress": address,
                        },
                    }),
                )
            }
            Purpose::ChangeCard => (
                "/v2/subscription/card-update/checkoutform/initialize",
                json!({ "locale": "tr", "conversationId": conversation, "callbackUrl": request.callback_url, "customerReferenceCode": request.customer_ref }),
            ),
        };
        let reply = self.call(reqwest::Method::POST, path, Some(body)).await?;
        let token = reply["token"].as_str().unwrap_or_default().to_owned();
        let content = reply["checkoutFormContent"].as_str().unwrap_or_default().to_owned();
        Ok(Checkout::Form { token, content })
    }

    async fn complete(&self, purpose: Purpose, token: &str) -> Result<Checkout, PaymentError> {
        if purpose == Purpose::ChangeCard {
            // iyzico keeps the new card with the customer; nothing to store but that it changed.
            return Ok(Checkout::Completed { payment_ref: None, card: None, customer_ref: None, subscription_ref: None });
        }
        let reply = self.call(reqwest::Method::GET, &format!("/v2/subscription/checkoutform/{token}"), None).await?;
        let data = &reply["data"];
        let text = |v: &Value| v.as_str().map(str::to_owned);
        if data["subscriptionStatus"] != "ACTIVE" {
            return Ok(Checkout::Declined {
                reason: text(&data["subscriptionStatus"]).unwrap_or_else(|| "card_declined".into()).to_lowercase(),
            });
        }
        Ok(Checkout::Completed {
            payment_ref: text(&data["referenceCode"]),
            card: None,
            customer_ref: text(&data["customerReferenceCode"]),
            subscription_ref: text(&data["referenceCode"]),
        })
    }

    async fn charge(&self, _card_ref: &str, _amount_kurus: i64, _salon_id: i64) -> Result<Charge, PaymentError> {
        Ok(Charge::ByProvider)
    }

    async fn cancel(&self, subscription_ref: &str) -> Result<(), PaymentError> {
        self.call(reqwest::Method::POST, &format!("/v2/subscription/subscriptions/{subscription_ref}/cancel"), Some(json!({})))
            .await
            .map(|_| ())
    }

    fn webhook(&self, headers: &axum::http::HeaderMap, body: &[u8]) -> Result<WebhookEvent, PaymentError> {
        let event: SubscriptionEvent =
            serde_json::from_slice(body).map_err(|e| PaymentError::BadSignature(format!("unreadable event: {e}")))?;
        let message = format!(
            "{}{}{}{}{}{}",
            self.merchant_id,
            self.secret_key,
            event.iyzi_event_type,
            event.subscription_reference_code,
            event.order_reference_code,
            event.customer_reference_code
        );
        let expected = hex::encode(super::hmac_sha256(self.secret_key.as_bytes(), message.as_bytes()));
        let given = headers.get("x-iyz-signature-v3").and_then(|v| v.to_str().ok()).unwrap_or_default().to_ascii_lowercase();
        if self.secret_key.is_empty() || !super::same_signature(&given, &expected) {
            return Err(PaymentError::BadSignature("X-IYZ-SIGNATURE-V3 does not match".into()));
        }
        let failure = match event.iyzi_event_type.as_str() {
            "subscription.order.success" => None,
            other => Some(other.trim_start_matches("subscription.order.").to_owned()),
        };
        Ok(WebhookEvent {
            event_id: format!("{}:{}", event.iyzi_event_type, event.order_reference_code),
            subscription_ref: event.subscription_reference_code,
            failure,
            payment_ref: Some(event.order_reference_code),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use api::ports::{Checkout, CheckoutRequest, PaymentProvider, Purpose};
    use axum::Json;
    use axum::extract::State;
    use axum::http::HeaderMap;
    use base64::Engine;
    use serde_json::{Value, json};

    use super::Iyzico;
    use crate::config::Config;

    type Seen = Arc<Mutex<Vec<(String, String, Value)>>>;

    /// Checks the IYZWSv2 header the way iyzico does: base64 of `apiKey:…&randomKey:…&signature:…`,
    /// the signature a hex HMAC-SHA256 with the secret over random key + path + body.
    fn verify(headers: &HeaderMap, path: &str, body: &str) -> bool {
        let Some(header) = headers.get("authorization").and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("IYZWSv2 ")) else {
            return false;
        };
        let decoded = String::from_utf8(base64::engine::general_purpose::STANDARD.decode(header).unwrap()).unwrap();
        let parts: Vec<&str> = decoded.split('&').collect();
        let [api_key, random, signature] = parts[..] else { return false };
        let random = random.trim_start_matches("randomKey:");
        let expected = hex::encode(crate::payments::hmac_sha256(b"secret-key", format!("{random}{path}{body}").as_bytes()));
        api_key == "apiKey:api-key" && signature == format!("signature:{expected}")
    }

    async fn fake_iyzico() -> (String, Seen) {
        let seen: Seen = Arc::default();
        let app = axum::Router::new()
            .route(
                "/v2/subscription/checkoutform/initialize",
                axum::routing::post(|State(seen): State<Seen>, headers: HeaderMap, body: String| async move {
                    let ok = verify(&headers, "/v2/subscription/checkoutform/initialize", &body);
                    seen.lock().unwrap().push(("initialize".into(), ok.to_string(), serde_json::from_str(&body).unwrap()));
                    if !ok {
                        return Json(json!({"status": "failure", "errorMessage": "bad signature"}));
                    }
                    Json(json!({"status": "success", "token": "tok-1", "checkoutFormContent": "<script>iyziInit()</script>"}))
                }),
            )
            .route(
                "/v2/subscription/checkoutform/{token}",
                axum::routing::get(|State(seen): State<Seen>, headers: HeaderMap| async move {
                    let ok = verify(&headers, "/v2/subscription/checkoutform/tok-1", "");
                    seen.lock().unwrap().push(("retrieve".into(), ok.to_string(), Value::Null));
                    Json(json!({"status": "success", "data": {"referenceCode": "sub-9", "customerReferenceCode": "cus-9", "subscriptionStatus": "ACTIVE"}}))
                }),
            )
            .with_state(seen.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (address, seen)
    }

    #[tokio::test]
    async fn checkout_form_for_the_pricing_plan_then_the_subscription_by_token() {
        let (address, seen) = fake_iyzico().await;
        let mut config = Config::default().payments;
        config.base_url = address;
        config.api_key = "api-key".into();
        config.secret_key = "secret-key".into();
        config.pricing_plan_ref = "plan-premium".into();
        let iyzico = Iyzico::new(&config);
        let request = CheckoutRequest {
            purpose: Purpose::Upgrade,
            salon_id: 7,
            plan: "premium".into(),
            amount_kurus: 159_900,
            email: "salon@example.com".into(),
            name: "Studio Lale".into(),
            phone: "+905551110001".into(),
            card: None,
            callback_url: "https://randevu.example/api/site/payments/return/iyzico?purpose=upgrade".into(),
            customer_ref: None,
        };
        let Checkout::Form { token, content } = iyzico.start(&request).await.unwrap() else { panic!("a form") };
        assert_eq!((token.as_str(), content.as_str()), ("tok-1", "<script>iyziInit()</script>"));
        let Checkout::Completed { subscription_ref, customer_ref, .. } = iyzico.complete(Purpose::Upgrade, "tok-1").await.unwrap() else {
            panic!("completed")
        };
        assert_eq!((subscription_ref.as_deref(), customer_ref.as_deref()), (Some("sub-9"), Some("cus-9")));
        let seen = seen.lock().unwrap();
        assert_eq!(seen[0].1, "true", "the IYZWSv2 signature of the initialize request holds");
        assert_eq!(seen[0].2["pricingPlanReferenceCode"], "plan-premium");
        assert_eq!(seen[0].2["customer"]["email"], "salon@example.com");
        assert_eq!(seen[1].1, "true", "the retrieve request is signed over its path");
    }

    #[tokio::test]
    async fn a_refusal_of_the_provider_is_unavailable_not_a_panic() {
        let (address, _) = fake_iyzico().await;
        let mut config = Config::default().payments;
        config.base_url = address;
        config.api_key = "api-key".into();
        config.secret_key = "wrong".into();
        let request = CheckoutRequest {
            purpose: Purpose::Upgrade,
            salon_id: 7,
            plan: "premium".into(),
            amount_kurus: 159_900,
            email: String::new(),
            name: "X".into(),
            phone: String::new(),
            card: None,
            callback_url: String::new(),
            customer_ref: None,
        };
        assert!(matches!(Iyzico::new(&config).start(&request).await, Err(api::ports::PaymentError::Unavailable(_))));
    }
}
