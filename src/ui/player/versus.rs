//! Two searches side by side (`vs=`), on either page: the compared search follows the player's
//! step under a player of its own (one step each per step, the timeline seeking both), with its
//! own name, board, words and counters; the one that ends first says so and waits (either one:
//! the timeline runs until the longer ends).

use super::{frame_rows, Playable, Player, PlayerControl, Rows};
use crate::i18n::i18n::{td_string, use_i18n};
use crate::text::number::number;
use crate::text::Locale;
use crate::ui::context::expect_context;
use leptos::prelude::*;
use leptos::tachys::reactive_graph::OwnedView;

/// Gives the components under it a second player, in lockstep with the one provided above it
/// ([`Player::follow`]): their board and panels read it in place of the leader.
fn provide_follower<T, K>(key: Memo<K>, make: fn(&K) -> Option<T>)
where
    T: Playable,
    K: Clone + PartialEq + Send + Sync + 'static,
{
    let (player, control) = Player::follow(key, make);
    provide_context(player);
    provide_context(control);
}

/// The name of the player's own search above its board, while another is compared with it.
#[component]
pub fn VersusName(
    /// The player's search, named, while another is compared; `None` otherwise.
    name: Signal<Option<String>>,
) -> impl IntoView {
    move || {
        name.get()
            .map(|name| view! { <p class="versus-name">{name}</p> })
    }
}

/// The compared search (`make(key)`), in lockstep with the player provided above it: its name,
/// its board and words (built under its own player, which they read), its step and counters.
#[component]
pub fn VersusSearch<T, K>(
    /// What the compared search is made from (the board, its algorithm or method).
    key: Memo<K>,
    /// Makes the compared search.
    make: fn(&K) -> Option<T>,
    /// Its name, above its board.
    name: Signal<String>,
    /// Its board, reading the compared search's frame.
    board: fn() -> AnyView,
    /// Its step in words, read from the compared search's frame (saying when it waits).
    words: fn() -> Signal<String>,
    /// Its counters at a frame.
    counters: fn(&T::Frame, Locale) -> Rows,
) -> impl IntoView
where
    T: Playable,
    K: Clone + PartialEq + Send + Sync + 'static,
{
    // The follower's player and control are given to this search's views alone, in a scope of
    // its own that its view keeps: a search compared next follows the page's player, not this.
    let owner = Owner::new();
    let view = owner.with(move || {
        let i18n = use_i18n();
        provide_follower(key, make);
        let control = expect_context::<PlayerControl>();
        let player = expect_context::<Player<T>>();
        // Made, and nothing to play: this method has no search on this board (too large for it).
        let unmade = Memo::new(move |_| player.search.get() > 0 && !player.has_search());
        let total = move || control.scan.with(|s| s.total);
        let step = move || {
            let locale = i18n.get_locale();
            let total = total().map_or_else(|| "…".to_owned(), |t| number(t, locale));
            td_string!(
                locale,
                player.versus_step,
                step = number(control.position.get(), locale),
                total = total
            )
        };
        let counters = frame_rows::<T>(counters);
        let words = words();
        let words = move || {
            if unmade.get() {
                td_string!(i18n.get_locale(), player.versus_unmade, name = name.get())
            } else {
                words.get()
            }
        };
        view! {
            <section class="versus-panel" aria-labelledby="versus-heading">
                <h2 id="versus-heading" class="versus-name">
                    <span class="sr-only">
                        {move || td_string!(i18n.get_locale(), player.versus_board)}": "
                    </span>
                    {name}
                </h2>
                <div class="versus-board" hidden=unmade>{board()}</div>
                <p
                    class="versus-words"
                    aria-live=move || if control.playing.get() { "off" } else { "polite" }
                >
                    {words}
                </p>
                <div class="versus-counters" hidden=unmade>
                    <p class="versus-step">{step}</p>
                    <dl>
                        {move || {
                            counters
                                .get()
                                .into_iter()
                                .map(|(name, value)| view! { <div><dt>{name}</dt><dd>{value}</dd></div> })
                                .collect_view()
                        }}
                    </dl>
                </div>
            </section>
        }
    });
    OwnedView::new_with_owner(view, owner)
}
