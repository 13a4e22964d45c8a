//! A hub's address as the user gives it (`--to URL`, the app's settings): `http://` or
//! `https://`, a host, an optional port and path, normalised to end with one `/` (the form
//! `belote hub serve` prints), and whether it names this machine — a key goes over plain
//! http only to a loopback address unless the user allows it (HUB.md: `--insecure-http`).

use std::net::{Ipv4Addr, Ipv6Addr};

/// A checked hub address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HubUrl {
    /// `scheme://host[:port]/path/`, the scheme and host in lower case.
    normalised: String,
    https: bool,
    loopback: bool,
}

impl HubUrl {
    /// Reads an address; the error says what is wrong with it, in a sentence.
    pub fn parse(text: &str) -> Result<HubUrl, String> {
        let text = text.trim();
        let (scheme, rest) = text.split_once("://").ok_or_else(|| {
            format!("{text:?} is not a hub address: give http://HOST[:PORT]/ or https://HOST/")
        })?;
        let https = match scheme.to_ascii_lowercase().as_str() {
            "https" => true,
            "http" => false,
            other => {
                return Err(format!(
                    "a hub's address starts with https:// or http://, not {other}://"
                ))
            }
        };
        if rest.contains(['?', '#']) {
            return Err("a hub's address has no query (?) or fragment (#)".into());
        }
        if rest.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err("a hub's address has no spaces".into());
        }
        let (authority, path) = match rest.find('/') {
            Some(i) => rest.split_at(i),
            None => (rest, "/"),
        };
        if authority.contains('@') {
            return Err(
                "a hub's address has no user name or password: give the key with --key".into(),
            );
        }
        let (host, port) = split_host_port(authority)?;
        let host = host.to_ascii_lowercase();
        let loopback = is_loopback(&host);
        let mut path = path.to_string();
        if !path.ends_with('/') {
            path.push('/');
        }
        if path.contains("//") {
            return Err("a hub's address has an empty part in its path (//)".into());
        }
        let port = port.map(|p| format!(":{p}")).unwrap_or_default();
        Ok(HubUrl {
            normalised: format!(
                "{}://{host}{port}{path}",
                if https { "https" } else { "http" }
            ),
            https,
            loopback,
        })
    }

    /// The address, ending with `/`.
    pub fn as_str(&self) -> &str {
        &self.normalised
    }

    /// The address of `path` under the hub (`api/v1/key`).
    pub fn join(&self, path: &str) -> String {
        format!("{}{}", self.normalised, path.trim_start_matches('/'))
    }

    pub fn is_https(&self) -> bool {
        self.https
    }

    /// Whether the host is this machine (`localhost`, 127.0.0.0/8, `::1`).
    pub fn is_loopback(&self) -> bool {
        self.loopback
    }

    /// Whether a key may be sent to it: over https, or to this machine, or when plain http
    /// was allowed (`--insecure-http`).
    pub fn key_may_go(&self, insecure_http: bool) -> bool {
        self.https || self.loopback || insecure_http
    }
}

impl std::fmt::Display for HubUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.normalised)
    }
}

/// `host[:port]` or `[v6][:port]`.
fn split_host_port(authority: &str) -> Result<(&str, Option<u16>), String> {
    let (host, port) = if let Some(rest) = authority.strip_prefix('[') {
        let (inside, after) = rest
            .split_once(']')
            .ok_or("an IPv6 address in brackets lacks its ]")?;
        inside
            .parse::<Ipv6Addr>()
            .map_err(|_| format!("{inside:?} is not an IPv6 address"))?;
        let port = match after {
            "" => None,
            p => Some(p.strip_prefix(':').ok_or("after ] comes :PORT")?),
        };
        (&authority[..inside.len() + 2], port)
    } else {
        match authority.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (authority, None),
        }
    };
    if host.is_empty() || host == "[]" {
        return Err("a hub's address names its host: http://HOST[:PORT]/".into());
    }
    if !host.starts_with('[')
        && !host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_')
    {
        return Err(format!("{host:?} is not a host name"));
    }
    let port = match port {
        None => None,
        Some(p) => Some(
            p.parse::<u16>()
                .ok()
                .filter(|p| *p > 0)
                .ok_or_else(|| format!("{p:?} is not a port (1–65535)"))?,
        ),
    };
    Ok((host, port))
}

fn is_loopback(host: &str) -> bool {
    if host == "localhost" || host.ends_with(".localhost") {
        return true;
    }
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return v6.parse::<Ipv6Addr>().is_ok_and(|a| a.is_loopback());
    }
    host.parse::<Ipv4Addr>().is_ok_and(|a| a.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::HubUrl;

    #[test]
    fn addresses_are_normalised() {
        let cases = [
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/", true),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/", true),
            ("HTTPS://Hub.Example.ORG", "https://hub.example.org/", false),
            (
                "https://hub.example.org/belote",
                "https://hub.example.org/belote/",
                false,
            ),
            ("http://localhost:9/", "http://localhost:9/", true),
            ("http://[::1]:9/", "http://[::1]:9/", true),
            ("http://127.5.6.7/", "http://127.5.6.7/", true),
            (
                "http://192.168.1.5:8080/",
                "http://192.168.1.5:8080/",
                false,
            ),
        ];
        for (given, normal, loopback) in cases {
            let u = HubUrl::parse(given).unwrap();
            assert_eq!(u.as_str(), normal, "{given}");
            assert_eq!(u.is_loopback(), loopback, "{given}");
        }
        let u = HubUrl::parse("https://hub.example.org/belote").unwrap();
        assert_eq!(
            u.join("/api/v1/key"),
            "https://hub.example.org/belote/api/v1/key"
        );
    }

    #[test]
    fn keys_go_over_plain_http_to_this_machine_only() {
        assert!(HubUrl::parse("http://127.0.0.1:1/")
            .unwrap()
            .key_may_go(false));
        assert!(HubUrl::parse("https://example.org/")
            .unwrap()
            .key_may_go(false));
        let lan = HubUrl::parse("http://192.168.1.5/").unwrap();
        assert!(!lan.key_may_go(false));
        assert!(lan.key_may_go(true));
        // A name that merely starts like a loopback address is not one.
        assert!(!HubUrl::parse("http://127.0.0.1.example.org/")
            .unwrap()
            .is_loopback());
        assert!(!HubUrl::parse("http://localhost.example.org/")
            .unwrap()
            .is_loopback());
    }

    #[test]
    fn bad_addresses_say_why() {
        for bad in [
            "hub.example.org",
            "ftp://hub.example.org/",
            "http://",
            "http://:80/",
            "http://user:pw@hub/",
            "http://hub:0/",
            "http://hub:99999/",
            "http://hub/?x=1",
            "http://hub/#top",
            "http://hub//x",
            "http://[::1/",
            "http://hu b/",
            "http://hub:port/",
        ] {
            assert!(HubUrl::parse(bad).is_err(), "{bad}");
        }
    }
}
