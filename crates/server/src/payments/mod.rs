//! Payment providers behind `api::ports::PaymentProvider` (configuration `payments.provider`):
//! `dev` completes payments on this machine with test cards, `iyzico` uses iyzico's subscription
//! API. Production refuses `dev` (`Config::check`).

pub mod dev;
pub mod iyzico;

use std::sync::Arc;

use api::ports::PaymentProvider;
use sha2::{Digest, Sha256};

use crate::config::Config;

/// The configured provider.
pub fn build(config: &Config) -> anyhow::Result<Arc<dyn PaymentProvider>> {
    let p = &config.payments;
    match p.provider.as_str() {
        "dev" => Ok(Arc::new(dev::DevPayments { secret: p.secret_key.clone() })),
        "iyzico" => Ok(Arc::new(iyzico::Iyzico::new(p))),
        other => anyhow::bail!("payments.provider must be dev or iyzico, not {other:?}"),
    }
}

/// HMAC-SHA256 (RFC 2104) over `message` with `key` — both providers sign with it.
pub fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut block = [0u8; BLOCK];
    if key.len() > BLOCK {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.map(|b| b ^ byte);
    let inner = Sha256::new().chain_update(pad(0x36)).chain_update(message).finalize();
    Sha256::new().chain_update(pad(0x5c)).chain_update(inner).finalize().into()
}

/// Compares two signatures in time independent of where they differ.
pub fn same_signature(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    #[test]
    fn hmac_matches_rfc_4231_test_case_2() {
        let mac = super::hmac_sha256(b"Jefe", b"what do ya want for nothing?");
        assert_eq!(hex::encode(mac), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    }
}
