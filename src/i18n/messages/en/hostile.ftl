# en: hostile messages.
