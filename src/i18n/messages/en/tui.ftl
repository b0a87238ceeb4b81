# en: tui messages.
