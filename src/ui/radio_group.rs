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
    /// The choices in order.
    options: Vec<T>,
    /// The label of a choice (read reactively, so it follows the language).
    label: Callback<T, String>,
    /// The choice currently made.
    #[prop(into)]
    selected: Signal<T>,
    /// Called with the option a person picks.
    on_choose: Callback<T>,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    view! {
        <fieldset class=name>
            <legend>{legend}</legend>
            {options
                .into_iter()
                .map(|value| {
                    view! {
                        <label>
                            <input
                                type="radio"
                                name=name
                                prop:checked=move || selected.get() == value
                                on:change=move |_| on_choose.run(value)
                            />
                            {move || label.run(value)}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}
