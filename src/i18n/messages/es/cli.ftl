# es: cli messages.
