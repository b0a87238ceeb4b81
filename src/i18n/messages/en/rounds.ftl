# en: rounds messages.
