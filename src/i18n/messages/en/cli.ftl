# en: cli messages.
