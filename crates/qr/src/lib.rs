//! The Share dialog's QR code, drawn by a Web Worker of its own (`src/main.rs`, started by the
//! page's `qr-loader.js` when the dialog opens). The `qrcode` crate's tables are data, which a
//! wasm chunk of the page cannot take out of its first load (chunks move code, not data); the
//! worker's wasm is fetched only when a QR code is asked for. The worker says [`QrReply::Ready`]
//! once it listens (a message sent before would be lost); then each request is an address as text,
//! and its reply [`QrReply`]'s text form.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The QR worker's script. A relative URL given to `new Worker` is resolved against the
/// document's base URL, so the page works from any sub-folder.
pub const QR_SCRIPT: &str = "qr-loader.js";

/// The reply's text when the address does not fit in a QR code.
const TOO_LONG: &str = "too-long";

/// The worker's first message: it listens.
const READY: &str = "ready";

/// What the QR worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrReply {
    /// The worker listens: the address can be sent.
    Ready,
    /// The code as SVG: black modules on white, a quiet zone of 4 modules around, one unit per
    /// module. As drawn, it starts with an XML declaration, which [`QrReply::decode`] drops (the
    /// worker does not slice strings: that would bring the formatting of slicing's panic
    /// messages into its wasm).
    Svg(String),
    /// The address is longer than the largest QR code holds.
    TooLong,
}

impl QrReply {
    /// The reply as the worker posts it.
    pub fn encode(&self) -> &str {
        match self {
            QrReply::Svg(svg) => svg,
            QrReply::TooLong => TOO_LONG,
            QrReply::Ready => READY,
        }
    }

    /// Reads a reply, keeping of an SVG only its `<svg>` element, which HTML takes; `None` for
    /// text that is none of the replies.
    pub fn decode(text: &str) -> Option<QrReply> {
        match text {
            TOO_LONG => return Some(QrReply::TooLong),
            READY => return Some(QrReply::Ready),
            _ => {}
        }
        let start = text.find("<svg")?;
        text.ends_with("</svg>")
            .then(|| QrReply::Svg(text[start..].to_owned()))
    }
}

/// The QR code of `text` (error correction level M, which survives a projector's glare and a
/// phone's angle), or [`QrReply::TooLong`].
pub fn draw(text: &str) -> QrReply {
    match QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M) {
        Ok(code) => QrReply::Svg(
            code.render::<svg::Color>()
                .quiet_zone(true)
                .module_dimensions(1, 1)
                .build(),
        ),
        Err(_) => QrReply::TooLong,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The side of the code in modules, read from the SVG's `viewBox`.
    fn side(svg: &str) -> usize {
        let view_box = svg.split("viewBox=\"0 0 ").nth(1).expect("a viewBox");
        view_box
            .split(' ')
            .next()
            .and_then(|w| w.parse().ok())
            .expect("a width")
    }

    #[test]
    fn an_address_gives_an_svg_of_its_version_s_size_with_the_quiet_zone() {
        let address = "https://example.org/nqueens/?mode=play&n=6&alg=flags&step=30&lang=en";
        let Some(QrReply::Svg(svg)) = QrReply::decode(draw(address).encode()) else {
            panic!("no code for {address}");
        };
        let version = match QrCode::with_error_correction_level(address, EcLevel::M)
            .expect("fits")
            .version()
        {
            qrcode::Version::Normal(v) => v as usize,
            qrcode::Version::Micro(_) => panic!("a micro code"),
        };
        assert_eq!(side(&svg), 17 + 4 * version + 8);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("fill=\"#000\"") && svg.contains("fill=\"#fff\""));
        assert_eq!(
            QrReply::decode(QrReply::Svg(svg.clone()).encode()),
            Some(QrReply::Svg(svg))
        );
    }

    #[test]
    fn a_longer_address_needs_a_larger_code() {
        let sizes: Vec<usize> = [10, 100, 1000]
            .iter()
            .map(|&length| match draw(&"a".repeat(length)) {
                QrReply::Svg(svg) => side(&svg),
                other => panic!("{length} characters fit in a QR code, not {other:?}"),
            })
            .collect();
        assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{sizes:?}");
    }

    #[test]
    fn more_than_a_code_holds_is_too_long_and_each_reply_reads_back() {
        // Version 40 at level M holds 2,331 bytes.
        assert!(matches!(draw(&"a".repeat(2331)), QrReply::Svg(_)));
        assert_eq!(draw(&"a".repeat(2332)), QrReply::TooLong);
        assert_eq!(
            QrReply::decode(QrReply::TooLong.encode()),
            Some(QrReply::TooLong)
        );
        assert_eq!(
            QrReply::decode(QrReply::Ready.encode()),
            Some(QrReply::Ready)
        );
        assert_eq!(QrReply::decode("neither"), None);
        assert_eq!(QrReply::decode("<svg>cut short"), None);
    }
}
