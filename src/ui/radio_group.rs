//! A labelled group of radio buttons: one choice among a few, by click or arrow keys.

use leptos::prelude::*;

/// A `fieldset` whose legend names the group, with one labelled radio button per option.
#[component]
pub fn RadioGroup<T>(
    /// The buttons' shared name; also the fieldset's class.
    name: &'static str,
    /// The visible legend, which is the group's accessible name.
    #[prop(into)]
    legend: Signal<String>,
    /// The choices in order (each button lives as long as its choice is listed).
    #[prop(into)]
    options: Signal<Vec<T>>,
    /// The label of a choice (read reactively, so it follows the language).
    label: Callback<T, String>,
    /// The choice currently made.
    #[prop(into)]
    selected: Signal<T>,
    /// Called with the option a person picks.
    on_choose: Callback<T>,
) -> impl IntoView
where
    T: Copy + Eq + std::hash::Hash + Send + Sync + 'static,
{
    view! {
        <fieldset class=name>
            <legend>{legend}</legend>
            // Keyed: a button made for a choice is dropped, with everything it holds, when the
            // choice goes.
            <For each=move || options.get() key=|value| *value let(value)>
                <label>
                    <input
                        type="radio"
                        name=name
                        prop:checked=move || selected.get() == value
                        on:change=move |_| on_choose.run(value)
                    />
                    {move || label.run(value)}
                </label>
            </For>
        </fieldset>
    }
}
