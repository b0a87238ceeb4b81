# en: rules messages.
