//! The kinds of question a page asks, each a check box, and the program's lines as answers.

use crate::i18n::i18n::{t, use_i18n};
use crate::text::Locale;
use crate::ui::context::expect_context;
use crate::ui::player::PlayerControl;
use crate::ui::state::PlayerFields;
use crate::view::player::{Asked, Shown};
use leptos::prelude::*;

/// A kind of question a page asks: where the view says it is asked, and its name.
#[derive(Clone, Copy)]
pub struct AskedKind {
    /// Where the view says it is asked.
    pub field: fn(&mut Asked) -> &mut bool,
    /// Its name, in a language.
    pub label: fn(Locale) -> &'static str,
    /// Whether it is answered in the program beside the board (asking it shows the program).
    pub shows_code: bool,
}

impl AskedKind {
    /// A kind answered on the board or in the panel.
    pub const fn new(
        field: fn(&mut Asked) -> &mut bool,
        label: fn(Locale) -> &'static str,
    ) -> Self {
        Self {
            field,
            label,
            shows_code: false,
        }
    }

    /// The same kind, answered in the program beside the board.
    pub const fn in_the_program(self) -> Self {
        Self {
            shows_code: true,
            ..self
        }
    }
}

/// Shows the program beside the board, for a question about its lines.
pub fn show_program(control: PlayerControl) {
    control.show(Shown {
        code: true,
        ..control.shown.get_untracked()
    });
}

/// A question answered by a line of the program: the code pane offers its lines as answers
/// while it is `open`.
#[derive(Clone, Copy)]
pub struct LineAnswer {
    /// Whether a line question waits for its answer.
    pub open: Signal<bool>,
    /// Answers with a line, 0-based.
    pub answer: Callback<u8>,
}

/// The kinds of question of a page, each a checkbox that asks it or not.
#[component]
pub fn KindsAsked(
    /// The page's player's part of its view.
    fields: PlayerFields,
    /// The page's kinds.
    kinds: &'static [AskedKind],
) -> impl IntoView {
    let i18n = use_i18n();
    let control = expect_context::<PlayerControl>();
    let boxes = kinds
        .iter()
        .map(|kind| {
            let AskedKind {
                field,
                label,
                shows_code,
            } = *kind;
            view! {
                <label>
                    <input
                        type="checkbox"
                        prop:checked=move || *field(&mut fields.predict())
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            let mut asked = fields.predict();
                            *field(&mut asked) = on;
                            fields.set_predict(asked);
                            if on && shows_code {
                                show_program(control);
                            }
                        }
                    />
                    {move || label(i18n.get_locale())}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="predict-kinds">
            <legend>{t!(i18n, predict.kinds)}</legend>
            {boxes}
        </fieldset>
    }
}
