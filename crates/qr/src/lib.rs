//! The Share dialog's QR code, drawn by a Web Worker of its own (`src/main.rs`, started by the
//! page's `qr-loader.js` when the dialog opens). The `qrcode` crate's tables are data, which a
//! wasm chunk of the page cannot take out of its first load (chunks move code, not data); the
//! worker's wasm is fetched only when a QR code is asked for. The crate encodes (its default
//! features off: no image crate); the SVG is written here from its modules, with no `core::fmt`,
//! which keeps the worker small (see `docs/build.md`). The worker says [`QrReply::Ready`]
//! once it listens (a message sent before would be lost); then each request is an address as text,
//! and its reply [`QrReply`]'s text form.

use qrcode::bits::Bits;
use qrcode::{Color, EcLevel, QrCode, Version};

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
    /// The code as an `<svg>` element: black modules on white, a quiet zone of 4 modules around,
    /// one unit per module.
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

    /// Reads a reply; `None` for text that is none of the replies.
    pub fn decode(text: &str) -> Option<QrReply> {
        match text {
            TOO_LONG => Some(QrReply::TooLong),
            READY => Some(QrReply::Ready),
            svg if svg.starts_with("<svg") && svg.ends_with("</svg>") => {
                Some(QrReply::Svg(svg.to_owned()))
            }
            _ => None,
        }
    }
}

/// The QR code of `text` (error correction level M, which survives a projector's glare and a
/// phone's angle), or [`QrReply::TooLong`].
pub fn draw(text: &str) -> QrReply {
    match code_of(text.as_bytes()) {
        Some(code) => QrReply::Svg(svg_of(&code.to_colors(), code.width())),
        None => QrReply::TooLong,
    }
}

/// The smallest code that holds `data` as one byte segment (an address is mostly lower-case
/// letters, which only byte mode holds; the crate's segment optimiser would add 2 KB to the
/// worker's wasm for nothing).
fn code_of(data: &[u8]) -> Option<QrCode> {
    (1..=40).find_map(|version| {
        let mut bits = Bits::new(Version::Normal(version));
        bits.push_byte_data(data).ok()?;
        bits.push_terminator(EcLevel::M).ok()?;
        QrCode::with_bits(bits, EcLevel::M).ok()
    })
}

/// The modules (`width` a row) as SVG: one path of the rows' runs of dark modules on white, with
/// a quiet zone of 4 modules, one unit per module. Numbers are written digit by digit:
/// `core::fmt` would add a kilobyte to the worker's wasm.
fn svg_of(modules: &[Color], width: usize) -> String {
    let side = width + 8;
    let mut svg = String::from(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#);
    push_number(&mut svg, side);
    svg.push(' ');
    push_number(&mut svg, side);
    svg.push_str(r##"" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d=""##);
    for (y, row) in modules.chunks(width.max(1)).enumerate() {
        let mut x = 0;
        while x < row.len() {
            let run = row[x..].iter().take_while(|&&c| c == Color::Dark).count();
            if run > 0 {
                svg.push('M');
                push_number(&mut svg, x + 4);
                svg.push(' ');
                push_number(&mut svg, y + 4);
                svg.push('h');
                push_number(&mut svg, run);
                svg.push_str("v1h-");
                push_number(&mut svg, run);
                svg.push('z');
            }
            x += run.max(1);
        }
    }
    svg.push_str(r#""/></svg>"#);
    svg
}

/// Appends `n` in decimal.
fn push_number(text: &mut String, n: usize) {
    if n >= 10 {
        push_number(text, n / 10);
    }
    text.push(char::from(b'0' + (n % 10) as u8));
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

    /// The dark squares the SVG's path draws, a row of `side` each.
    fn dark_squares(svg: &str, side: usize) -> Vec<bool> {
        let path = svg.split(" d=\"").nth(1).expect("a path");
        let path = path.split('"').next().expect("the path's end");
        let mut dark = vec![false; side * side];
        for square in path.split('M').filter(|s| !s.is_empty()) {
            // `x yhRUNv1h-RUNz`: a run of `RUN` dark modules from (x, y), one module high.
            let numbers: Vec<usize> = square
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(|n| n.parse().expect("a number"))
                .collect();
            let [x, y, run, one, back] = numbers[..] else {
                panic!("not a run: {square}");
            };
            assert_eq!((one, back), (1, run), "{square}");
            assert!(square.ends_with('z'), "{square}");
            for dx in 0..run {
                assert!(!dark[y * side + x + dx], "({}, {y}) drawn twice", x + dx);
                dark[y * side + x + dx] = true;
            }
        }
        dark
    }

    #[test]
    fn the_svg_draws_the_code_s_dark_modules_inside_a_quiet_zone_of_4() {
        let address = "https://example.org/nqueens/?mode=play&n=6&alg=flags&step=30&lang=en";
        let Some(QrReply::Svg(svg)) = QrReply::decode(draw(address).encode()) else {
            panic!("no code for {address}");
        };
        let code = code_of(address.as_bytes()).expect("fits");
        let Version::Normal(version) = code.version() else {
            panic!("a micro code");
        };
        let width = code.width();
        assert_eq!(width, 17 + 4 * version as usize);
        let side = side(&svg);
        assert_eq!(side, width + 8);
        let expected: Vec<bool> = (0..side * side)
            .map(|i| {
                let (x, y) = (i % side, i / side);
                (4..width + 4).contains(&x)
                    && (4..width + 4).contains(&y)
                    && code[(x - 4, y - 4)] == Color::Dark
            })
            .collect();
        assert_eq!(dark_squares(&svg, side), expected);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("fill=\"#000\"") && svg.contains("fill=\"#fff\""));
        assert_eq!(
            QrReply::decode(QrReply::Svg(svg.clone()).encode()),
            Some(QrReply::Svg(svg))
        );
    }

    #[test]
    fn a_code_is_the_smallest_version_that_holds_the_bytes() {
        // Version 1 at level M holds 14 bytes; version 2, 26.
        let version = |length: usize| code_of(&vec![b'a'; length]).map(|code| code.version());
        assert_eq!(version(14), Some(Version::Normal(1)));
        assert_eq!(version(15), Some(Version::Normal(2)));
        assert_eq!(version(26), Some(Version::Normal(2)));
        assert_eq!(version(27), Some(Version::Normal(3)));
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
