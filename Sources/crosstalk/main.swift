import CrosstalkDriver

Driver.main()
