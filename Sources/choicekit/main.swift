print("choicekit")
