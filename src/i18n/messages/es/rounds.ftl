# es: rounds messages.
