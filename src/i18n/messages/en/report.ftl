# en: report messages.
