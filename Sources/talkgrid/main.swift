print("talkgrid")
