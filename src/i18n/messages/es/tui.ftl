# es: tui messages.
