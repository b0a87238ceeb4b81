# ru: tui messages.
