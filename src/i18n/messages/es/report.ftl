# es: report messages.
