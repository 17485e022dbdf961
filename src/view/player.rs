//! The player's part of a page's view, the same on every page: the step shown and the speed,
//! read from the address with one parser and one error, and written back.

use super::params::Params;
use super::speed::Speed;

/// Where a page's player stands: enough to reproduce what it shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerView {
    /// The step shown, 0 = before the first event (`step`).
    pub step: u64,
    /// The speed (`speed`, steps per second).
    pub speed: Speed,
}

/// A player's parameter of the address that could not be used; its default is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// `step` was not a whole number ≥ 0; the search starts at step 0.
    BadStep(String),
    /// `speed` was not one of the player's speeds; the default speed is used.
    BadSpeed(String),
}

impl PlayerView {
    /// The same speed, from the search's first step (a new search, or another one).
    pub fn restarted(self) -> Self {
        Self { step: 0, ..self }
    }

    /// Reads `step` and `speed`; a bad one is reported and left at its default.
    pub fn from_params(params: &Params) -> (Self, Vec<PlayerError>) {
        let mut view = Self::default();
        let mut errors = Vec::new();
        if let Some(value) = params.get("step") {
            match value.trim().parse::<u64>() {
                Ok(step) => view.step = step,
                Err(_) => errors.push(PlayerError::BadStep(value.to_owned())),
            }
        }
        if let Some(value) = params.get("speed") {
            match value.parse() {
                Ok(speed) => view.speed = speed,
                Err(()) => errors.push(PlayerError::BadSpeed(value.to_owned())),
            }
        }
        (view, errors)
    }

    /// The parameters, each always written (a link says where the player stood).
    pub fn to_params(&self) -> [(&'static str, String); 2] {
        [
            ("step", self.step.to_string()),
            ("speed", self.speed.to_string()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(query: &str) -> (PlayerView, Vec<PlayerError>) {
        PlayerView::from_params(&Params::parse(query))
    }

    #[test]
    fn step_and_speed_read_back_as_written() {
        let (view, errors) = parse("?step=42&speed=100");
        assert_eq!(errors, vec![]);
        assert_eq!(view.step, 42);
        let query: Vec<String> = view
            .to_params()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        assert_eq!(query, ["step=42", "speed=100"]);
        assert_eq!(view.restarted(), PlayerView { step: 0, ..view });
        assert_eq!(parse(""), (PlayerView::default(), vec![]));
    }

    #[test]
    fn bad_values_are_reported_and_defaulted() {
        let (view, errors) = parse("?step=-1&speed=7");
        assert_eq!(view, PlayerView::default());
        assert_eq!(
            errors,
            vec![
                PlayerError::BadStep("-1".into()),
                PlayerError::BadSpeed("7".into())
            ]
        );
    }
}
