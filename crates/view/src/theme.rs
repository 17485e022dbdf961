//! The page's colour themes: light, dark and high contrast, each a palette of named colours. The
//! page sets them as CSS custom properties (`--bg`, `--mark-try`…) and the exported board inlines
//! them, so this is the one place colours are chosen, and the tests check their contrast.

use std::fmt;
use std::str::FromStr;

/// A colour theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Dark text on a light page.
    Light,
    /// Light text on a dark page.
    Dark,
    /// Black and white with strong colours, for a washed-out projector.
    Contrast,
}

/// A theme as a person chooses it: a theme, or whatever the system prefers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThemeChoice {
    /// Follow `prefers-color-scheme` and `prefers-contrast`.
    #[default]
    Auto,
    /// Always this theme.
    Fixed(Theme),
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::Contrast];

    /// The name in the address and in `data-theme`.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme the system asks for: high contrast first, then dark, else light.
    pub fn preferred(dark: bool, more_contrast: bool) -> Theme {
        match (more_contrast, dark) {
            (true, _) => Theme::Contrast,
            (false, true) => Theme::Dark,
            (false, false) => Theme::Light,
        }
    }

    /// The theme's colours.
    pub fn palette(self) -> &'static Palette {
        match self {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
            Theme::Contrast => &CONTRAST,
        }
    }
}

impl ThemeChoice {
    /// Every choice, in the picker's order.
    pub const ALL: [ThemeChoice; 4] = [
        ThemeChoice::Auto,
        ThemeChoice::Fixed(Theme::Light),
        ThemeChoice::Fixed(Theme::Dark),
        ThemeChoice::Fixed(Theme::Contrast),
    ];

    /// The name in the address and in storage: `auto`, `light`, `dark`, `contrast`.
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::Auto => "auto",
            ThemeChoice::Fixed(theme) => theme.name(),
        }
    }

    /// The theme shown, given what the system prefers.
    pub fn resolve(self, dark: bool, more_contrast: bool) -> Theme {
        match self {
            ThemeChoice::Auto => Theme::preferred(dark, more_contrast),
            ThemeChoice::Fixed(theme) => theme,
        }
    }
}

impl fmt::Display for ThemeChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ThemeChoice {
    type Err = ();

    fn from_str(text: &str) -> Result<Self, ()> {
        ThemeChoice::ALL
            .into_iter()
            .find(|c| c.name() == text.trim())
            .ok_or(())
    }
}

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour as CSS writes it: `#1f5fbf`.
    pub fn css(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// Relative luminance (WCAG 2).
    fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    /// The contrast ratio with another colour (WCAG 2): 1 to 21.
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// A theme's colours, each set as the CSS custom property of its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// `(name, colour)`: `--bg` and the rest.
    pub colours: [(&'static str, Rgb); 21],
}

impl Palette {
    /// The colour named `name` (without `--`).
    pub fn get(&self, name: &str) -> Option<Rgb> {
        self.colours
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, c)| c)
    }
}

/// The names of a palette, in order. Board marks are drawn in their colour over a halo of
/// `mark-halo`, so each reads against both square colours.
const NAMES: [&str; 21] = [
    "bg",
    "surface",
    "fg",
    "muted",
    "accent",
    "on-accent",
    "selected",
    "error",
    "light-square",
    "dark-square",
    "label",
    "queen",
    "queen-edge",
    "mark-halo",
    "mark-try",
    "mark-attacked",
    "mark-placed",
    "mark-vacated",
    "mark-solution",
    "path",
    "focus",
];

/// Pairs names with colours.
const fn palette(c: [Rgb; 21]) -> Palette {
    let mut colours = [("", Rgb(0, 0, 0)); 21];
    let mut i = 0;
    while i < 21 {
        colours[i] = (NAMES[i], c[i]);
        i += 1;
    }
    Palette { colours }
}

const LIGHT: Palette = palette([
    Rgb(0xfb, 0xfa, 0xf7), // bg
    Rgb(0xff, 0xff, 0xff), // surface
    Rgb(0x1d, 0x1d, 0x1f), // fg
    Rgb(0x55, 0x55, 0x5d), // muted
    Rgb(0x1f, 0x5f, 0xbf), // accent
    Rgb(0xff, 0xff, 0xff), // on-accent
    Rgb(0xd6, 0xe4, 0xfb), // selected
    Rgb(0xa4, 0x16, 0x1a), // error
    Rgb(0xf0, 0xd9, 0xb5), // light-square
    Rgb(0xb5, 0x88, 0x63), // dark-square
    Rgb(0x55, 0x55, 0x5d), // label
    Rgb(0x1d, 0x1d, 0x1f), // queen
    Rgb(0xfb, 0xfa, 0xf7), // queen-edge
    Rgb(0xff, 0xff, 0xff), // mark-halo
    Rgb(0x0b, 0x5e, 0x27), // mark-try
    Rgb(0xa4, 0x16, 0x1a), // mark-attacked
    Rgb(0x1a, 0x47, 0xa8), // mark-placed
    Rgb(0x3d, 0x3d, 0x44), // mark-vacated
    Rgb(0x6b, 0x4f, 0x00), // mark-solution
    Rgb(0x1a, 0x47, 0xa8), // path
    Rgb(0x1f, 0x5f, 0xbf), // focus
]);

const DARK: Palette = palette([
    Rgb(0x17, 0x18, 0x1c), // bg
    Rgb(0x22, 0x23, 0x29), // surface
    Rgb(0xec, 0xec, 0xf1), // fg
    Rgb(0xa6, 0xa6, 0xb0), // muted
    Rgb(0x8a, 0xb4, 0xff), // accent
    Rgb(0x0b, 0x10, 0x20), // on-accent
    Rgb(0x28, 0x40, 0x6a), // selected
    Rgb(0xff, 0x8a, 0x8a), // error
    Rgb(0x9c, 0x84, 0x66), // light-square
    Rgb(0x5e, 0x45, 0x2e), // dark-square
    Rgb(0xa6, 0xa6, 0xb0), // label
    Rgb(0x0d, 0x0d, 0x10), // queen
    Rgb(0xf5, 0xf5, 0xf7), // queen-edge
    Rgb(0x00, 0x00, 0x00), // mark-halo
    Rgb(0x8d, 0xf0, 0xa4), // mark-try
    Rgb(0xff, 0x9a, 0x9a), // mark-attacked
    Rgb(0xa8, 0xc8, 0xff), // mark-placed
    Rgb(0xe0, 0xe0, 0xe6), // mark-vacated
    Rgb(0xff, 0xde, 0x70), // mark-solution
    Rgb(0xa8, 0xc8, 0xff), // path
    Rgb(0x8a, 0xb4, 0xff), // focus
]);

const CONTRAST: Palette = palette([
    Rgb(0x00, 0x00, 0x00), // bg
    Rgb(0x00, 0x00, 0x00), // surface
    Rgb(0xff, 0xff, 0xff), // fg
    Rgb(0xe6, 0xe6, 0xe6), // muted
    Rgb(0xff, 0xf2, 0x00), // accent
    Rgb(0x00, 0x00, 0x00), // on-accent
    Rgb(0x1c, 0x3d, 0x8c), // selected
    Rgb(0xff, 0x9e, 0x9e), // error
    Rgb(0xff, 0xff, 0xff), // light-square
    Rgb(0x8c, 0x8c, 0x8c), // dark-square
    Rgb(0xff, 0xff, 0xff), // label
    Rgb(0x00, 0x00, 0x00), // queen
    Rgb(0xff, 0xff, 0xff), // queen-edge
    Rgb(0x00, 0x00, 0x00), // mark-halo
    Rgb(0x00, 0xe0, 0x4a), // mark-try
    Rgb(0xff, 0x40, 0x40), // mark-attacked
    Rgb(0x40, 0xa0, 0xff), // mark-placed
    Rgb(0xff, 0xff, 0xff), // mark-vacated
    Rgb(0xff, 0xd0, 0x00), // mark-solution
    Rgb(0x00, 0x66, 0xff), // path
    Rgb(0xff, 0xf2, 0x00), // focus
]);

#[cfg(test)]
mod tests {
    use super::*;

    fn colour(theme: Theme, name: &str) -> Rgb {
        theme
            .palette()
            .get(name)
            .unwrap_or_else(|| panic!("{theme:?} has no {name}"))
    }

    #[test]
    fn text_reads_on_the_page_at_four_and_a_half_to_one() {
        for theme in Theme::ALL {
            for background in ["bg", "surface"] {
                for text in ["fg", "muted", "accent", "error", "label"] {
                    let ratio = colour(theme, text).contrast(colour(theme, background));
                    assert!(
                        ratio >= 4.5,
                        "{theme:?}: {text} on {background}: {ratio:.2}"
                    );
                }
            }
            let on_button = colour(theme, "on-accent").contrast(colour(theme, "accent"));
            assert!(on_button >= 4.5, "{theme:?}: button text {on_button:.2}");
            let on_selected = colour(theme, "fg").contrast(colour(theme, "selected"));
            assert!(
                on_selected >= 4.5,
                "{theme:?}: selected row {on_selected:.2}"
            );
            let focus = colour(theme, "focus").contrast(colour(theme, "bg"));
            assert!(focus >= 3.0, "{theme:?}: focus ring {focus:.2}");
        }
    }

    #[test]
    fn board_marks_read_on_both_squares_at_three_to_one() {
        for theme in Theme::ALL {
            let halo = colour(theme, "mark-halo");
            for square in ["light-square", "dark-square"] {
                let square_colour = colour(theme, square);
                for mark in [
                    "mark-try",
                    "mark-attacked",
                    "mark-placed",
                    "mark-vacated",
                    "mark-solution",
                    "path",
                    "queen",
                ] {
                    let core = colour(theme, mark);
                    let outline = if mark == "queen" {
                        colour(theme, "queen-edge")
                    } else {
                        halo
                    };
                    // The mark's core against its outline, and either against the square.
                    let best = core
                        .contrast(square_colour)
                        .max(outline.contrast(square_colour));
                    assert!(best >= 3.0, "{theme:?}: {mark} on {square}: {best:.2}");
                    let inner = core.contrast(outline);
                    assert!(inner >= 3.0, "{theme:?}: {mark} on its outline: {inner:.2}");
                }
            }
        }
    }

    #[test]
    fn names_and_choices_round_trip() {
        for choice in ThemeChoice::ALL {
            assert_eq!(choice.name().parse(), Ok(choice));
        }
        assert!("blue".parse::<ThemeChoice>().is_err());
        assert_eq!(ThemeChoice::Auto.resolve(true, false), Theme::Dark);
        assert_eq!(ThemeChoice::Auto.resolve(true, true), Theme::Contrast);
        assert_eq!(ThemeChoice::Auto.resolve(false, false), Theme::Light);
        assert_eq!(
            ThemeChoice::Fixed(Theme::Light).resolve(true, true),
            Theme::Light
        );
        assert_eq!(Rgb(0x1f, 0x5f, 0xbf).css(), "#1f5fbf");
        assert!((Rgb(0, 0, 0).contrast(Rgb(255, 255, 255)) - 21.0).abs() < 1e-9);
        for theme in Theme::ALL {
            let names: Vec<&str> = theme.palette().colours.iter().map(|(n, _)| *n).collect();
            assert_eq!(names, NAMES);
        }
    }
}
